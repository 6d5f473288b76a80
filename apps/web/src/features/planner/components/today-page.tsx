import { habitDoneNow, habitDueToday, todayTasks, type Habit, type Todo } from '@cadence/shared';
import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { cx } from '../../../components/ui/class-names';
import { PageHeading } from '../../../components/ui/page-heading';
import { useWeekStart } from '../../../lib/profile-query';
import { useLocalToday } from '../../../lib/use-local-today';
import { fullDate } from './planner-dates';
import { PlannerLoadError, PlannerSkeleton } from './planner-load';
import { usePlannerSources } from './planner-sources';
import { PlannedTaskRow } from './planned-task-row';
import { PlannerViewsNav } from './planner-views-nav';

const MoveTaskDialog = lazy(() => import('./move-task-dialog').then((m) => ({ default: m.MoveTaskDialog })));

const HABIT_DONE_LABEL: Record<Habit['frequency'], string> = { daily: 'Done today', weekly: 'Done this week', monthly: 'Done this month' };

/** Today (docs/product/planner.md "Today"): the timer, overdue and today's tasks, and today's habits, in one list. */
export function TodayPage() {
  const sources = usePlannerSources();
  const tasks = sources.useTasks();
  const habits = sources.useHabits();
  const complete = sources.useCompleteTask();
  const moveTask = sources.useMoveTask();
  const markHabit = sources.useMarkHabit();
  const today = useLocalToday();
  const weekStart = useWeekStart();
  const [moving, setMoving] = useState<Todo | null>(null);
  const { RunningTimer } = sources;

  const due = useMemo(() => todayTasks(tasks.data ?? [], today), [tasks.data, today]);
  const dueHabits = useMemo(() => (habits.data ?? []).filter((habit) => habitDueToday(habit, today, weekStart)), [habits.data, today, weekStart]);
  const nothing = due.overdue.length === 0 && due.today.length === 0 && dueHabits.length === 0;

  return (
    <div className="max-w-3xl">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <PageHeading>Today</PageHeading>
        <PlannerViewsNav />
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{fullDate(today)}</p>
      <div className="mt-5 space-y-6">
        <RunningTimer />
        {tasks.isPending || habits.isPending ? (
          <PlannerSkeleton />
        ) : tasks.isError ? (
          <PlannerLoadError what="Could not load your tasks." error={tasks.error} onRetry={() => void tasks.refetch()} />
        ) : habits.isError ? (
          <PlannerLoadError what="Could not load your habits." error={habits.error} onRetry={() => void habits.refetch()} />
        ) : nothing ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">Nothing due today</p>
        ) : (
          <>
            {due.overdue.length > 0 ? (
              <TodaySection title="Overdue" count={due.overdue.length} tone="overdue">
                {due.overdue.map((task) => (
                  <PlannedTaskRow key={task.id} task={task} overdue onComplete={complete} onMoveTo={setMoving} />
                ))}
              </TodaySection>
            ) : null}
            {due.today.length > 0 ? (
              <TodaySection title="Due today" count={due.today.length}>
                {due.today.map((task) => (
                  <PlannedTaskRow key={task.id} task={task} onComplete={complete} onMoveTo={setMoving} />
                ))}
              </TodaySection>
            ) : null}
            {dueHabits.length > 0 ? (
              <TodaySection title="Habits" count={dueHabits.length}>
                {dueHabits.map((habit) => (
                  <HabitRow key={habit.id} habit={habit} done={habitDoneNow(habit, today, weekStart)} onMark={() => markHabit(habit, today)} />
                ))}
              </TodaySection>
            ) : null}
          </>
        )}
      </div>
      <Suspense fallback={null}>{moving ? <MoveTaskDialog task={moving} today={today} onMove={moveTask} onClose={() => setMoving(null)} /> : null}</Suspense>
    </div>
  );
}

function TodaySection({ title, count, tone, children }: { title: string; count: number; tone?: 'overdue'; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={cx('mb-2 flex items-baseline gap-2 text-base font-semibold', tone === 'overdue' ? 'text-red-700 dark:text-red-300' : 'text-slate-900 dark:text-slate-100')}>
        {title}
        <span className="text-sm font-normal text-slate-600 dark:text-slate-400">{count}</span>
      </h2>
      <ul className="space-y-2">{children}</ul>
    </section>
  );
}

function HabitRow({ habit, done, onMark }: { habit: Habit; done: boolean; onMark: () => void }) {
  return (
    <li className="flex items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2.5 dark:border-slate-800 dark:bg-slate-900">
      <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-2.5 text-sm">
        <input type="checkbox" checked={done} onChange={onMark} className="h-4 w-4 shrink-0 rounded border-slate-400 accent-indigo-600" />
        <span aria-hidden="true" className="h-2.5 w-2.5 shrink-0 rounded-full" style={{ backgroundColor: habit.color }} />
        <span className={cx('min-w-0 truncate font-medium text-slate-900 dark:text-slate-100', done && 'text-slate-600 line-through dark:text-slate-400')}>
          <span className="sr-only">{HABIT_DONE_LABEL[habit.frequency]}: </span>
          {habit.title}
        </span>
      </label>
      <span className="shrink-0 text-xs text-slate-600 dark:text-slate-400">{habit.frequency === 'daily' ? 'Daily' : habit.frequency === 'weekly' ? 'This week' : 'This month'}</span>
    </li>
  );
}
