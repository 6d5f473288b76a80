import { addDays, REMINDER_OFFSET_LABELS, REMINDER_OFFSETS, startOfNextWeek, TODO_CATEGORY_MAX_LENGTH, TODO_DESCRIPTION_MAX_LENGTH, TODO_ESTIMATED_MINUTES_MAX, TODO_PRIORITIES, TODO_PRIORITY_LABELS, TODO_STATUS_LABELS, TODO_STATUSES, TODO_TITLE_MAX_LENGTH, type TodoHabit } from '@cadence/shared';
import { Link } from 'react-router';
import { cx, focusRing } from '../../../components/ui/class-names';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { FieldBinding, ZodForm } from '../../../lib/use-zod-form';
import { useHabitOptions } from '../api/get-habit-options';
import { dueDateLabel } from './due-date-label';
import { GoalSelectField } from '../../../components/ui/goal-select-field';
import { withDueField, type TodoFormValues } from './todo-form-values';
import { TodoRepeatFields } from './todo-repeat-fields';

interface TodoFormFieldsProps {
  form: ZodForm<TodoFormValues>;
  /** The task's current habit, listed even before (or without) the habit list loading. */
  currentHabit: TodoHabit | null;
  today: string;
}

const count = (n: number) => n.toLocaleString();

export function TodoFormFields({ form, currentHabit, today }: TodoFormFieldsProps) {
  const bind = form.field;
  const { description, category, dueDate, dueTime } = form.values;
  // docs/product/reminders.md "Tasks": clearing the date clears the time and the reminder, clearing the time the reminder.
  const setDue = (field: 'dueDate' | 'dueTime', value: string) => {
    const next = withDueField(form.values, field, value);
    for (const name of ['dueDate', 'dueTime', 'reminder'] as const) if (next[name] !== form.values[name]) form.setValue(name, next[name]);
  };
  const bindDue = (field: 'dueDate' | 'dueTime'): FieldBinding => ({ ...bind(field), onChange: (event) => setDue(field, event.target.value) });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Title" maxLength={TODO_TITLE_MAX_LENGTH} autoComplete="off" className="sm:col-span-2" {...bind('title')} />
      <TextareaField label="Description" className="sm:col-span-2" hint={`${count(description.length)} of ${count(TODO_DESCRIPTION_MAX_LENGTH)} characters`} {...bind('description')} />
      <SelectField label="Priority" {...bind('priority')}>
        {TODO_PRIORITIES.map((priority) => (
          <option key={priority} value={priority}>
            {TODO_PRIORITY_LABELS[priority]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Status" {...bind('status')}>
        {TODO_STATUSES.map((status) => (
          <option key={status} value={status}>
            {TODO_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <div className="space-y-1.5">
        <TextField label="Due Date" type="date" {...bindDue('dueDate')} />
        <DateQuickPicks today={today} onPick={(date) => setDue('dueDate', date)} chosen={dueDate} />
      </div>
      {/* Beside the date they hang on (docs/product/reminders.md "Tasks"). */}
      <div className="space-y-4">
        <TextField label="Due Time" type="time" disabled={dueDate === ''} hint={dueDate === '' ? 'Set a due date first.' : undefined} {...bindDue('dueTime')} />
        <SelectField
          label="Reminder"
          disabled={dueTime === ''}
          hint={dueTime === '' ? 'Set a due time first.' : 'Sent to the devices where you turned notifications on (Profile).'}
          {...bind('reminder')}
        >
          <option value="">None</option>
          {REMINDER_OFFSETS.map((offset) => (
            <option key={offset} value={offset}>
              {REMINDER_OFFSET_LABELS[offset]}
            </option>
          ))}
        </SelectField>
      </div>
      <TodoRepeatFields form={form} />
      <TextField
        label="Estimated Minutes"
        inputMode="numeric"
        autoComplete="off"
        hint={`Whole minutes, up to ${count(TODO_ESTIMATED_MINUTES_MAX)} (7 days)`}
        {...bind('estimatedMinutes')}
      />
      <TextField label="Category" maxLength={TODO_CATEGORY_MAX_LENGTH} autoComplete="off" hint={`${category.length} of ${TODO_CATEGORY_MAX_LENGTH} characters`} {...bind('category')} />
      <HabitField form={form} currentHabit={currentHabit} />
      {/* docs/product/goals.md "Linked tasks and habits" (issue 22 §4). */}
      <GoalSelectField {...form.field('goalId')} />
    </div>
  );
}

/** Today, Tomorrow and Next week (the coming Monday) beside the date field (issue 13). */
function DateQuickPicks({ today, chosen, onPick }: { today: string; chosen: string; onPick: (date: string) => void }) {
  const picks: Array<[string, string]> = [
    ['Today', today],
    ['Tomorrow', addDays(today, 1)],
    ['Next week', startOfNextWeek(today)],
  ];
  return (
    <div role="group" aria-label="Date quick picks" className="flex flex-wrap gap-1.5">
      {picks.map(([label, date]) => (
        <button
          key={label}
          type="button"
          aria-pressed={chosen === date}
          title={label === 'Next week' ? `Next week: ${dueDateLabel(date, today)}` : undefined}
          onClick={() => onPick(date)}
          className={cx(
            'rounded-full border px-2.5 py-1 text-xs font-semibold transition-colors',
            chosen === date
              ? 'border-indigo-600 bg-indigo-600 text-white dark:border-indigo-400 dark:bg-indigo-500'
              : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800',
            focusRing,
          )}
        >
          {label}
        </button>
      ))}
      {chosen !== '' ? (
        <button type="button" onClick={() => onPick('')} className={cx('rounded-full px-2 py-1 text-xs font-semibold text-slate-700 underline-offset-2 hover:underline dark:text-slate-300', focusRing)}>
          No date
        </button>
      ) : null}
    </div>
  );
}

/**
 * The person's habits (GET /api/habits), oldest first. With none, the field says so and links to the
 * habits page rather than offering a lone 'No habit' (issue 13).
 */
function HabitField({ form, currentHabit }: { form: ZodForm<TodoFormValues>; currentHabit: TodoHabit | null }) {
  const habits = useHabitOptions();
  const habitOptions = habits.data ?? [];
  if (habits.isSuccess && habitOptions.length === 0 && currentHabit === null) {
    return (
      <div className="space-y-1.5">
        <p className="block text-sm font-medium text-slate-800 dark:text-slate-200">Habit</p>
        <p className="rounded-xl border border-dashed border-slate-300 px-3.5 py-2.5 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
          You have no habits yet.{' '}
          <Link to="/habits" className={cx('rounded font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300', focusRing)}>
            Create a habit
          </Link>
        </p>
      </div>
    );
  }
  const showCurrentHabit = currentHabit !== null && !habitOptions.some((habit) => habit.id === currentHabit.id);
  return (
    <SelectField label="Habit" {...form.field('habitId')}>
      <option value="">{habits.isPending ? 'Loading your habits…' : 'No habit'}</option>
      {showCurrentHabit ? <option value={currentHabit.id}>{currentHabit.title}</option> : null}
      {habitOptions.map((habit) => (
        <option key={habit.id} value={habit.id}>
          {habit.title}
        </option>
      ))}
    </SelectField>
  );
}
