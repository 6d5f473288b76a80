import { Check, ListTodo, Sparkles, UserRound, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { cx, focusRing } from '../components/ui/class-names';
import { AREA_PREVIEWS, type PreviewedArea } from './area-previews';

const READY_NOW: ReadonlyArray<{ to: string; label: string; text: string; icon: LucideIcon }> = [
  { to: '/todos', label: 'To Do List', text: 'Plan your tasks on a board and move them as they progress.', icon: ListTodo },
  { to: '/profile', label: 'Profile', text: 'Your name, your password and signing out.', icon: UserRound },
];

/**
 * The body of a page whose area is not built yet: what it will hold, and what works today
 * (issue 7 §4). The page's own heading sits above it.
 */
export function AreaPreview({ area }: { area: PreviewedArea }) {
  const { summary, features } = AREA_PREVIEWS[area];
  const comingId = useId();
  const readyId = useId();
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <section aria-labelledby={comingId} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:col-span-3 dark:border-slate-800 dark:bg-slate-900">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-semibold text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-200">
          <Sparkles aria-hidden="true" className="h-3.5 w-3.5" /> Coming soon
        </p>
        <h2 id={comingId} className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
          What you will find here
        </h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{summary}</p>
        <ul className="mt-4 space-y-2.5">
          {features.map((feature) => (
            <li key={feature} className="flex gap-2.5 text-sm text-slate-700 dark:text-slate-300">
              <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
              {feature}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={readyId} className="lg:col-span-2">
        <h2 id={readyId} className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
          Ready for you now
        </h2>
        <ul className="mt-3 space-y-3">
          {READY_NOW.map(({ to, label, text, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className={cx(
                  'flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-indigo-300 hover:bg-indigo-50/50 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/50 dark:hover:bg-slate-800',
                  focusRing,
                )}
              >
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900 dark:text-white">{label}</span>
                  <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-300">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
