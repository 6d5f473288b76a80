import type { DashboardFirstSteps } from '@cadence/shared';
import { Check, ChevronRight, X } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { cx, focusRing } from '../../../components/ui/class-names';

const STEPS: ReadonlyArray<{ key: keyof DashboardFirstSteps; label: string; to: string }> = [
  { key: 'hasTask', label: 'Add your first task', to: '/todos' },
  { key: 'hasEntry', label: 'Write your first journal entry', to: '/journal' },
  { key: 'hasGoal', label: 'Set your first goal', to: '/goals' },
  { key: 'hasHabit', label: 'Start your first habit', to: '/habits' },
];

const dismissedKey = (userId: string) => `cadence:welcome-dismissed:${userId}`;

function readDismissed(userId: string): boolean {
  try {
    return window.localStorage.getItem(dismissedKey(userId)) === '1';
  } catch {
    return false;
  }
}

/** Whether the welcome shows (docs/product/dashboard.md "First run"), and how to hide it for good in this browser. */
export function useFirstRunWelcome(userId: string | null, firstSteps: DashboardFirstSteps | undefined): { shown: boolean; hide: () => void } {
  const [dismissed, setDismissed] = useState(() => (userId ? readDismissed(userId) : false));
  const doneCount = firstSteps ? STEPS.filter((step) => firstSteps[step.key]).length : 0;
  const hide = useCallback(() => {
    if (!userId) return;
    try {
      window.localStorage.setItem(dismissedKey(userId), '1');
    } catch {
      // Private mode: hidden for this visit only.
    }
    setDismissed(true);
  }, [userId]);
  return { shown: Boolean(userId && firstSteps) && !dismissed && doneCount < STEPS.length, hide };
}

/**
 * docs/product/dashboard.md "First run": a welcome with four first steps that tick themselves as they
 * are done. It shows until all four are done or the person hides it (`useFirstRunWelcome`).
 */
export function FirstRunWelcome({ firstSteps, name, onHide }: { firstSteps: DashboardFirstSteps; name: string | null; onHide: () => void }) {
  const doneCount = STEPS.filter((step) => firstSteps[step.key]).length;
  const brandNew = doneCount === 0 && !firstSteps.hasActivity;

  return (
    <Card role="region" aria-labelledby="welcome-heading" className="relative space-y-4 border-indigo-200 bg-indigo-50/60 p-5 sm:p-6 dark:border-indigo-900 dark:bg-indigo-950/40">
      <div className="flex items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 id="welcome-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            {brandNew ? `Welcome to Cadence${name ? `, ${name}` : ''}!` : 'Getting started'}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {brandNew ? 'Four small steps and your dashboard comes to life.' : 'A few first steps are still open.'}{' '}
            <span className="font-semibold">
              {doneCount} of {STEPS.length} done
            </span>
          </p>
        </div>
        <button
          type="button"
          onClick={onHide}
          className={cx('rounded-lg p-2 text-slate-600 hover:bg-white/70 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white', focusRing)}
          aria-label="Hide getting started"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      <ol className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {STEPS.map((step) => {
          const done = firstSteps[step.key];
          return (
            <li key={step.key}>
              <Link
                to={step.to}
                className={cx(
                  'flex items-center gap-3 rounded-lg border bg-white px-3 py-2.5 text-sm font-medium dark:bg-slate-900',
                  done ? 'border-green-200 text-slate-600 dark:border-green-900 dark:text-slate-300' : 'border-slate-200 text-slate-900 hover:border-indigo-300 dark:border-slate-700 dark:text-white',
                  focusRing,
                )}
              >
                <span
                  aria-hidden="true"
                  className={cx('flex h-6 w-6 shrink-0 items-center justify-center rounded-full border', done ? 'border-green-600 bg-green-600 text-white' : 'border-slate-400 dark:border-slate-500')}
                >
                  {done ? <Check className="h-4 w-4" /> : null}
                </span>
                <span className={cx('flex-1', done && 'line-through decoration-slate-400')}>{step.label}</span>
                <span className="sr-only">{done ? ' (done)' : ' (to do)'}</span>
                <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" />
              </Link>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
