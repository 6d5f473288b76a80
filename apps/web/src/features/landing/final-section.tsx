import { LinkButton } from './link-button';
import { Reveal } from './reveal';

export function FinalSection() {
  return (
    <section aria-labelledby="final-heading" className="py-20">
      <Reveal className="mx-auto max-w-2xl px-4 text-center sm:px-6">
        <h2 id="final-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          Ready to find your cadence?
        </h2>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">Pick up where you left off, or create a free account and start today.</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <LinkButton to="/login" size="lg" variant="secondary">
            Sign In
          </LinkButton>
          <LinkButton to="/login?signup=true" size="lg">
            Create Free Account
          </LinkButton>
        </div>
      </Reveal>
    </section>
  );
}
