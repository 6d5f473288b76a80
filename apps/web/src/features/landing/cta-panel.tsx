import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { cx, focusRing } from '../../components/ui/class-names';
import { Reveal } from './reveal';

export function CtaPanel() {
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Reveal>
        <div className="rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-700 px-6 py-12 text-center shadow-xl sm:px-12">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            Your next chapter starts with one small step
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-indigo-100">
            Plan with intention, work with focus and finish the week proud of what you built. Getting started takes less than a minute.
          </p>
          <Link
            to="/login?signup=true"
            className={cx(
              'mt-8 inline-flex items-center gap-2 rounded-xl bg-white px-6 py-3 text-base font-semibold text-indigo-700 shadow-sm hover:bg-indigo-50',
              focusRing,
              'focus-visible:ring-white focus-visible:ring-offset-indigo-600',
            )}
          >
            Start building your rhythm <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
        </div>
      </Reveal>
    </section>
  );
}
