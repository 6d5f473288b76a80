import { REPEAT_INTERVAL_MAX, isoWeekdayOf } from '@cadence/shared';
import { cx, focusRing } from '../../../components/ui/class-names';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { ZodForm } from '../../../lib/use-zod-form';
import type { TodoFormValues } from './todo-form-values';

// docs/product/todos.md "Repeating tasks": the task form's Repeat fields.

const UNIT_PLURALS = { day: 'days', week: 'weeks', month: 'months', year: 'years' } as const;
const WEEKDAYS = [
  [1, 'Monday'],
  [2, 'Tuesday'],
  [3, 'Wednesday'],
  [4, 'Thursday'],
  [5, 'Friday'],
  [6, 'Saturday'],
  [7, 'Sunday'],
] as const;

function repeatHint(values: TodoFormValues): string | undefined {
  if (values.repeat === '') return undefined;
  if (values.repeat === 'month') return values.dueDate === '' ? 'On the day of the month it is completed.' : 'On the due date’s day of the month; the 31st falls back to a shorter month’s last day.';
  if (values.repeat === 'weekday') return 'Monday to Friday.';
  return values.dueDate === '' ? 'With no due date, the next one is counted from the day this one is completed.' : undefined;
}

export function TodoRepeatFields({ form }: { form: ZodForm<TodoFormValues> }) {
  const bind = form.field;
  const values = form.values;
  const unit = values.repeat;
  // None chosen: the server takes the due date's weekday for a rule from the due date (shown pressed), and
  // a rule from completion counts whole weeks from the day it is completed.
  const pinnedDay = values.dueDate !== '' && values.repeatFrom === 'due' ? [isoWeekdayOf(values.dueDate)] : [];
  const chosenDays = values.repeatWeekdays === '' ? pinnedDay : values.repeatWeekdays.split(',').map(Number);
  const toggleDay = (day: number) => {
    const next = chosenDays.includes(day) ? chosenDays.filter((chosen) => chosen !== day) : [...chosenDays, day].sort((a, b) => a - b);
    form.setValue('repeatWeekdays', next.join(','));
  };
  return (
    <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-3 sm:col-span-2 sm:grid-cols-2 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium text-slate-800 dark:text-slate-200">Repeat</legend>
      <SelectField label="Repeats" hint={repeatHint(values)} {...bind('repeat')}>
        <option value="">Does not repeat</option>
        <option value="day">Every day</option>
        <option value="weekday">Every weekday (Mon–Fri)</option>
        <option value="week">Every week</option>
        <option value="month">Every month</option>
        <option value="year">Every year</option>
      </SelectField>
      {unit !== '' && unit !== 'weekday' ? (
        <TextField label={`Every how many ${UNIT_PLURALS[unit]}`} inputMode="numeric" autoComplete="off" hint={`1 to ${REPEAT_INTERVAL_MAX}`} {...bind('repeatInterval')} />
      ) : null}
      {unit === 'week' ? (
        <div role="group" aria-label="On these days" className="sm:col-span-2">
          <p aria-hidden="true" className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
            On these days
          </p>
          {chosenDays.length === 0 ? <p className="mb-1.5 text-xs text-slate-600 dark:text-slate-400">None chosen: whole weeks from the day it is completed.</p> : null}
          <div className="flex flex-wrap gap-1.5">
            {WEEKDAYS.map(([day, name]) => (
              <button
                key={day}
                type="button"
                aria-pressed={chosenDays.includes(day)}
                onClick={() => toggleDay(day)}
                className={cx(
                  'rounded-full border px-2.5 py-1 text-xs font-semibold transition-colors',
                  chosenDays.includes(day)
                    ? 'border-indigo-600 bg-indigo-600 text-white dark:border-indigo-400 dark:bg-indigo-500'
                    : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800',
                  focusRing,
                )}
              >
                {name}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {unit !== '' ? (
        <>
          <SelectField label="Next due date counts from" {...bind('repeatFrom')}>
            <option value="due">The due date (keeps the schedule)</option>
            <option value="completion">The day it is completed</option>
          </SelectField>
          <SelectField label="Ends" {...bind('repeatEnds')}>
            <option value="never">Never</option>
            <option value="until">On a date</option>
            <option value="count">After N times</option>
          </SelectField>
          {values.repeatEnds === 'until' ? <TextField label="Last date" type="date" {...bind('repeatUntil')} /> : null}
          {values.repeatEnds === 'count' ? <TextField label="Number of times" inputMode="numeric" autoComplete="off" hint="This one included" {...bind('repeatCount')} /> : null}
        </>
      ) : null}
    </fieldset>
  );
}
