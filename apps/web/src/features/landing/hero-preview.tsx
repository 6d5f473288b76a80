import { Check, Flame, Target } from 'lucide-react';

const HABITS = [
  { name: 'Morning planning', done: true },
  { name: 'Deep work block', done: true },
  { name: 'Evening reflection', done: false },
];

/** A decorative glimpse of a day in Cadence; hidden from assistive technology. */
export function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-indigo-900/5 dark:border-slate-800 dark:bg-slate-900">
        <div className="flex items-center justify-between">
          <p className="text-sm font-semibold text-slate-500 dark:text-slate-400">Today</p>
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-800 dark:bg-amber-500/15 dark:text-amber-200">
            <Flame className="h-3.5 w-3.5" /> 12 day streak
          </span>
        </div>
        <ul className="mt-4 space-y-3">
          {HABITS.map((habit) => (
            <li key={habit.name} className="flex items-center gap-3">
              <span
                className={
                  habit.done
                    ? 'flex h-6 w-6 items-center justify-center rounded-full bg-emerald-500 text-white'
                    : 'h-6 w-6 rounded-full border-2 border-slate-300 dark:border-slate-600'
                }
              >
                {habit.done ? <Check className="h-4 w-4" /> : null}
              </span>
              <span className="text-sm font-medium text-slate-800 dark:text-slate-200">{habit.name}</span>
            </li>
          ))}
        </ul>
        <div className="mt-6 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
          <div className="flex items-center gap-2 text-sm font-semibold text-slate-800 dark:text-slate-100">
            <Target className="h-4 w-4 text-indigo-600 dark:text-indigo-300" /> Launch my online course
          </div>
          <div className="mt-3 h-2 rounded-full bg-slate-200 dark:bg-slate-700">
            <div className="h-2 w-2/3 rounded-full bg-gradient-to-r from-indigo-500 to-violet-500" />
          </div>
          <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">4 of 6 milestones done</p>
        </div>
      </div>
    </div>
  );
}
