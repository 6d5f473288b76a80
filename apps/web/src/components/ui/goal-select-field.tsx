import { Link } from 'react-router';
import { useGoalOptions } from '../../lib/goal-options';
import { cx, focusRing } from './class-names';
import { SelectField, type SelectFieldProps } from './select-field';

/**
 * The 'Goal' field of the task form and the habit form (docs/product/goals.md "Linked tasks and
 * habits"): the person's goals, newest first as the Goals screen lists them, a completed one marked so.
 * With none, the field says so and links to the Goals screen, as the task form's Habit field does.
 */
export function GoalSelectField({ className, ...field }: Omit<SelectFieldProps, 'label' | 'children'>) {
  const goals = useGoalOptions();
  const options = goals.data ?? [];
  if (goals.isSuccess && options.length === 0) {
    return (
      <div className={cx('space-y-1.5', className)}>
        <p className="block text-sm font-medium text-slate-800 dark:text-slate-200">Goal</p>
        <p className="rounded-xl border border-dashed border-slate-300 px-3.5 py-2.5 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
          You have no goals yet.{' '}
          <Link to="/goals" className={cx('rounded font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300', focusRing)}>
            Create a goal
          </Link>
        </p>
      </div>
    );
  }
  return (
    <SelectField label="Goal" className={className} {...field}>
      <option value="">{goals.isPending ? 'Loading your goals…' : 'No goal'}</option>
      {options.map((goal) => (
        <option key={goal.id} value={goal.id}>
          {goal.status === 'completed' ? `${goal.title} (completed)` : goal.title}
        </option>
      ))}
    </SelectField>
  );
}
