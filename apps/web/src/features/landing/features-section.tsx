import { NotebookPen, Repeat, Target, type LucideIcon } from 'lucide-react';
import { Reveal } from './reveal';

const FEATURES: ReadonlyArray<{ icon: LucideIcon; title: string; text: string; tint: string }> = [
  {
    icon: Target,
    title: 'Set meaningful goals',
    text: 'Break big ambitions into milestones, give them a target date and watch your progress grow with every step.',
    tint: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300',
  },
  {
    icon: Repeat,
    title: 'Build lasting habits',
    text: 'Track daily, weekly or monthly habits, keep your streaks alive and make consistency feel effortless.',
    tint: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
  },
  {
    icon: NotebookPen,
    title: 'Reflect and grow',
    text: 'Journal your days, note your mood and spot the patterns behind your best work and your best weeks.',
    tint: 'bg-violet-100 text-violet-700 dark:bg-violet-500/15 dark:text-violet-300',
  },
];

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-heading" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <Reveal className="mx-auto max-w-2xl text-center">
          <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            Everything you need to stay on track
          </h2>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">Three simple practices, one place to keep them.</p>
        </Reveal>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {FEATURES.map((feature, index) => {
            const Icon = feature.icon;
            return (
              <li key={feature.title}>
                <Reveal delayMs={index * 120} className="h-full">
                  <article className="h-full rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
                    <span className={`inline-flex h-12 w-12 items-center justify-center rounded-xl ${feature.tint}`}>
                      <Icon aria-hidden="true" className="h-6 w-6" />
                    </span>
                    <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{feature.title}</h3>
                    <p className="mt-2 leading-relaxed text-slate-600 dark:text-slate-300">{feature.text}</p>
                  </article>
                </Reveal>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
