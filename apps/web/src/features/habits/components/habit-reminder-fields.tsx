import { HABIT_REMINDER_TIMES_MAX } from '@cadence/shared';
import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { cx, focusRing } from '../../../components/ui/class-names';
import { TextField } from '../../../components/ui/text-field';
import { useWeekStart } from '../../../lib/profile-query';
import type { ZodForm } from '../../../lib/use-zod-form';
import { reminderDaysOf, reminderTimesOf, withDayToggled, withoutReminderTime, withReminderTime, type HabitFormValues } from './habit-form-values';
import { reminderTimeLabel, weekdayName, weekdaysInOrder } from './habit-reminder-labels';

/**
 * The habit's reminders (docs/product/reminders.md "Habits"): up to five times of day, each removable,
 * and the days they come on (Monday to Sunday, all by default), in the person's week order.
 */
export function HabitReminderFields({ form }: { form: ZodForm<HabitFormValues> }) {
  const ids = { times: useId(), days: useId(), daysHint: useId(), problem: useId() };
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const weekStart = useWeekStart();
  const times = reminderTimesOf(form.values);
  const days = new Set(reminderDaysOf(form.values));
  const timesError = problem ?? form.errors.reminderTimes;

  const add = () => {
    const next = withReminderTime(form.values.reminderTimes, draft);
    if ('problem' in next) return setProblem(draft === '' ? 'Choose a time first.' : next.problem);
    form.setValue('reminderTimes', next.times);
    setDraft('');
    setProblem(null);
  };
  // Enter in the time adds it, rather than saving the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-3 sm:col-span-2 sm:p-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">Reminders</legend>
      <p className="-mt-2 text-xs text-slate-600 dark:text-slate-400">
        Sent to the devices where you turned notifications on (Profile), unless the habit is already done for its day, week or month.
      </p>
      <div>
        <p id={ids.times} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          Reminder Times
        </p>
        {times.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">No reminder times yet.</p>
        ) : (
          <ul aria-labelledby={ids.times} className="mt-2 flex flex-wrap gap-2">
            {times.map((time) => (
              <li key={time} className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-1 pl-3 pr-1 text-sm font-medium text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100">
                <time dateTime={time}>{reminderTimeLabel(time)}</time>
                <button
                  type="button"
                  aria-label={`Remove reminder time ${reminderTimeLabel(time)}`}
                  title="Remove"
                  onClick={() => form.setValue('reminderTimes', withoutReminderTime(form.values.reminderTimes, time))}
                  className={cx('inline-flex h-7 w-7 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-700 dark:hover:text-white', focusRing)}
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {times.length < HABIT_REMINDER_TIMES_MAX ? (
          <div className="mt-3 flex flex-wrap items-end gap-2">
            <TextField
              label="New reminder time"
              type="time"
              value={draft}
              className="w-36"
              error={timesError}
              onChange={(event) => {
                setDraft(event.target.value);
                setProblem(null);
              }}
              onKeyDown={onKeyDown}
            />
            {/* Beside the input's box, not its message: the message goes below both. */}
            <Button variant="secondary" icon={<Plus aria-hidden="true" className="h-4 w-4" />} onClick={add} className={cx('px-3', timesError && 'mb-7')}>
              Add time
            </Button>
          </div>
        ) : (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">A habit can have up to {HABIT_REMINDER_TIMES_MAX} reminder times.</p>
        )}
      </div>
      <div>
        <p id={ids.days} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          Reminder Days
        </p>
        <div role="group" aria-labelledby={ids.days} aria-describedby={ids.daysHint} className="mt-2 flex flex-wrap gap-1 sm:gap-1.5">
          {weekdaysInOrder(weekStart).map((day) => {
            const on = days.has(day);
            return (
              <button
                key={day}
                type="button"
                aria-pressed={on}
                // The short name is the button's name too (WCAG 2.5.3, label in name); the whole one shows on hover.
                title={weekdayName(day)}
                disabled={times.length === 0}
                onClick={() => form.setValue('reminderDays', withDayToggled(form.values.reminderDays, day))}
                className={cx(
                  // Seven fit on one line of a 390 px screen.
                  'h-9 w-9 rounded-full border text-sm font-semibold transition-colors disabled:cursor-not-allowed sm:w-12',
                  on
                    ? 'border-indigo-600 bg-indigo-600 text-white hover:bg-indigo-700 disabled:border-slate-300 disabled:bg-slate-200 disabled:text-slate-700 dark:border-indigo-400 dark:bg-indigo-500 dark:text-white dark:disabled:border-slate-600 dark:disabled:bg-slate-700 dark:disabled:text-slate-200'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:text-slate-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:disabled:text-slate-400',
                  focusRing,
                )}
              >
                {weekdayName(day).slice(0, 3)}
              </button>
            );
          })}
        </div>
        {form.errors.reminderDays ? (
          <p id={ids.daysHint} className="mt-1.5 text-sm text-red-700 dark:text-red-300">
            {form.errors.reminderDays}
          </p>
        ) : (
          <p id={ids.daysHint} className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
            {times.length === 0 ? 'Add a reminder time first.' : 'The reminders come on the days pressed.'}
          </p>
        )}
      </div>
    </fieldset>
  );
}
