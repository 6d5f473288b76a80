import { goalHabitDone, TODO_STATUS_LABELS, type GoalHabit, type GoalTask, type HabitFrequency } from '@cadence/shared';
import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { cx, focusRing } from '../../../components/ui/class-names';
import { useWeekStart } from '../../../lib/profile-query';

// docs/product/goals.md "Linked tasks and habits": the expanded goal lists its tasks (with their status)
// and habits (with this period's state), each a link to its place: the task's form on the board
// (/todos?task=<id>), the habit's card (/habits?habit=<id>).

const PERIOD: Record<HabitFrequency, string> = { daily: 'today', weekly: 'this week', monthly: 'this month' };

const STATUS_STYLE: Record<GoalTask['status'], string> = {
  not_started: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  in_progress: 'bg-amber-50 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
  completed: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200',
};

const linkStyle = cx('min-w-0 break-words rounded font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300', focusRing);

export function GoalLinkedWork({ goalTitle, tasks, habits, today }: { goalTitle: string; tasks: GoalTask[]; habits: GoalHabit[]; today: string }) {
  const weekStart = useWeekStart();
  if (tasks.length === 0 && habits.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">No tasks or habits linked yet. Choose this goal in a task’s or a habit’s form.</p>;
  }
  return (
    <div className="space-y-3">
      {tasks.length > 0 ? (
        <section aria-label={`Tasks of "${goalTitle}"`}>
          <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">Tasks</h3>
          <ul className="mt-1 space-y-1">
            {tasks.map((task) => (
              <li key={task.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                <Link to={`/todos?task=${encodeURIComponent(task.id)}`} className={cx(linkStyle, task.status === 'completed' && 'line-through')}>
                  {task.title}
                </Link>
                <span className={cx('rounded-full px-2 py-0.5 text-xs font-medium', STATUS_STYLE[task.status])}>{TODO_STATUS_LABELS[task.status]}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {habits.length > 0 ? (
        <section aria-label={`Habits of "${goalTitle}"`}>
          <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">Habits</h3>
          <ul className="mt-1 space-y-1">
            {habits.map((habit) => {
              const done = goalHabitDone(habit, today, weekStart);
              return (
                <li key={habit.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  <span aria-hidden="true" className="h-2.5 w-2.5 shrink-0 rounded-full" style={{ backgroundColor: habit.color }} />
                  <Link to={`/habits?habit=${encodeURIComponent(habit.id)}`} className={linkStyle}>
                    {habit.title}
                  </Link>
                  <span className={cx('inline-flex items-center gap-1 text-xs font-medium', done ? 'text-emerald-800 dark:text-emerald-300' : 'text-slate-700 dark:text-slate-300')}>
                    {done ? <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5" /> : <Circle aria-hidden="true" className="h-3.5 w-3.5" />}
                    {done ? `Done ${PERIOD[habit.frequency]}` : `Not done ${PERIOD[habit.frequency]}`}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
