import { upcomingDays, type Todo } from '@cadence/shared';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { cx, focusRing } from '../../../components/ui/class-names';
import { PageHeading } from '../../../components/ui/page-heading';
import { useLocalToday } from '../../../lib/use-local-today';
import { MonthCalendar } from './month-calendar';
import { dayHeading, fullDate } from './planner-dates';
import { PlannerLoadError, PlannerSkeleton } from './planner-load';
import { usePlannerSources } from './planner-sources';
import { PlannedTaskRow } from './planned-task-row';
import { PlannerViewsNav } from './planner-views-nav';
import { DayDrop, TaskDragFrame } from './task-drag';

const MoveTaskDialog = lazy(() => import('./move-task-dialog').then((m) => ({ default: m.MoveTaskDialog })));

type UpcomingLook = 'list' | 'month';
// docs/product/planner.md "Upcoming": the look chosen is kept for the visit.
let lookThisVisit: UpcomingLook = 'list';

/** Upcoming (docs/product/planner.md "Upcoming"): the 14 days ahead by day, or the month. */
export function UpcomingPage() {
  const sources = usePlannerSources();
  const tasks = sources.useTasks();
  const moveTask = sources.useMoveTask();
  const today = useLocalToday();
  const [look, setLookState] = useState<UpcomingLook>(lookThisVisit);
  const [moving, setMoving] = useState<Todo | null>(null);
  const setLook = (next: UpcomingLook) => {
    lookThisVisit = next;
    setLookState(next);
  };

  return (
    <div className="max-w-5xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <PageHeading>Upcoming</PageHeading>
          <PlannerViewsNav />
        </div>
        <div role="group" aria-label="Show as" className="inline-flex rounded-xl border border-slate-200 bg-white p-0.5 dark:border-slate-800 dark:bg-slate-900">
          {(['list', 'month'] as const).map((each) => (
            <button
              key={each}
              type="button"
              aria-pressed={look === each}
              onClick={() => setLook(each)}
              className={cx('min-h-8 rounded-lg px-3 text-sm font-medium', focusRing, look === each ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800')}
            >
              {each === 'list' ? 'List' : 'Month'}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-5">
        {tasks.isPending ? (
          <PlannerSkeleton rows={6} />
        ) : tasks.isError ? (
          <PlannerLoadError what="Could not load your tasks." error={tasks.error} onRetry={() => void tasks.refetch()} />
        ) : (
          <TaskDragFrame onMove={moveTask}>
            {look === 'list' ? <UpcomingList tasks={tasks.data ?? []} today={today} onMoveTo={setMoving} /> : <MonthCalendar tasks={tasks.data ?? []} today={today} onMoveTo={setMoving} />}
          </TaskDragFrame>
        )}
      </div>
      <Suspense fallback={null}>{moving ? <MoveTaskDialog task={moving} today={today} onMove={moveTask} onClose={() => setMoving(null)} /> : null}</Suspense>
    </div>
  );
}

function UpcomingList({ tasks, today, onMoveTo }: { tasks: Todo[]; today: string; onMoveTo: (task: Todo) => void }) {
  const days = useMemo(() => upcomingDays(tasks, today), [tasks, today]);
  return (
    <ol className="space-y-3" aria-label="The next 14 days">
      {days.map((day) => (
        <li key={day.date}>
          <UpcomingDay date={day.date} today={today} tasks={day.items} onMoveTo={onMoveTo} />
        </li>
      ))}
    </ol>
  );
}

function UpcomingDay({ date, today, tasks, onMoveTo }: { date: string; today: string; tasks: Todo[]; onMoveTo: (task: Todo) => void }) {
  const id = useId();
  const heading = dayHeading(date, today);
  return (
    <DayDrop as="section" date={date} label={fullDate(date)} className="rounded-2xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-950">
      <h2 id={id} className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100" title={fullDate(date)}>
        {heading}
        {heading === 'Today' || heading === 'Tomorrow' ? <span className="ml-2 font-normal text-slate-600 dark:text-slate-400">{fullDate(date)}</span> : null}
      </h2>
      {tasks.length > 0 ? (
        <ul className="space-y-2" aria-labelledby={id}>
          {tasks.map((task) => (
            <PlannedTaskRow key={task.id} task={task} draggable onMoveTo={onMoveTo} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nothing planned</p>
      )}
    </DayDrop>
  );
}
