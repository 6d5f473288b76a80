import { Reveal } from './reveal';

const STATS = [
  {
    value: '≈76,500',
    unit: 'hours',
    text: 'The time the average person spends on their phone over a lifetime. That is 8.74 years of scrolling.',
  },
  {
    value: '42%',
    unit: 'more likely',
    text: 'People who write their goals down are 42% more likely to reach them than those who keep them in their heads.',
  },
];

export function RealitySection() {
  return (
    <section id="reality" aria-labelledby="reality-heading" className="scroll-mt-16 bg-white py-20 dark:bg-slate-900/40">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <Reveal className="mx-auto max-w-2xl text-center">
          <h2 id="reality-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            The reality of modern life
          </h2>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
            When you run the whole show, every hour counts. Yet the hours slip away quietly, one notification at a time.
          </p>
        </Reveal>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {STATS.map((stat, index) => (
            <Reveal key={stat.value} delayMs={index * 120}>
              <div className="h-full rounded-xl border border-slate-200 bg-slate-50 p-8 dark:border-slate-800 dark:bg-slate-900">
                <p className="text-5xl font-extrabold tracking-tight text-indigo-600 dark:text-indigo-300">
                  {stat.value} <span className="text-xl font-semibold text-slate-700 dark:text-slate-300">{stat.unit}</span>
                </p>
                <p className="mt-4 text-base leading-relaxed text-slate-700 dark:text-slate-300">{stat.text}</p>
              </div>
            </Reveal>
          ))}
        </div>
        <Reveal className="mt-10 text-center">
          <p className="text-lg font-medium text-slate-800 dark:text-slate-200">Cadence helps you take those hours back, one intentional day at a time.</p>
        </Reveal>
      </div>
    </section>
  );
}
