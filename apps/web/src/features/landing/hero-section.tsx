import { ChevronDown } from 'lucide-react';
import { cx, focusRing } from '../../components/ui/class-names';
import { PageHeading } from '../../components/ui/page-heading';
import { HeroPreview } from './hero-preview';
import { LinkButton } from './link-button';
import { Reveal } from './reveal';

export function HeroSection() {
  return (
    <section className="relative overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-gradient-to-b from-indigo-50 via-white to-transparent dark:from-indigo-950/40 dark:via-slate-950" />
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 right-0 h-72 w-72 rounded-full bg-violet-300/30 blur-3xl dark:bg-violet-700/20" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 pt-16 sm:px-6 sm:pt-24 lg:grid-cols-2 lg:pb-24">
        <Reveal>
          <p className="mb-4 inline-flex rounded-full bg-indigo-100 px-3 py-1 text-sm font-semibold text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-200">
            For solopreneurs who do it all
          </p>
          <PageHeading className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl dark:text-white">
            Find your rhythm.{' '}
            <span className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent dark:from-indigo-300 dark:to-violet-300">
              Build what matters.
            </span>
          </PageHeading>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600 dark:text-slate-300">
            Cadence brings your goals, habits, tasks and reflections into one calm place, so you spend less time juggling and more time on the work you
            started your business for.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <LinkButton to="/login?signup=true" size="lg">
              Get Started Free
            </LinkButton>
            <LinkButton to="/login" size="lg" variant="secondary">
              Sign In
            </LinkButton>
          </div>
        </Reveal>
        <Reveal delayMs={150}>
          <HeroPreview />
        </Reveal>
      </div>
      <div className="relative flex justify-center pb-10">
        <a
          href="#reality"
          aria-label="Scroll down to learn more"
          className={cx('rounded-full p-2 text-slate-500 hover:text-indigo-600 dark:text-slate-400 dark:hover:text-indigo-300', focusRing)}
        >
          <ChevronDown aria-hidden="true" className="h-8 w-8 motion-safe:animate-bounce" />
        </a>
      </div>
    </section>
  );
}
