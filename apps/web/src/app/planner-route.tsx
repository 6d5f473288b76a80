import { formatClock, periodAround, periodTapChanges, type Habit, type Todo } from '@cadence/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Timer } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cx, focusRing } from '../components/ui/class-names';
import { useWeekStart } from '../lib/profile-query';
import { useSessionState } from '../features/activity/api/session-state';
import { useElapsedSeconds } from '../features/activity/components/use-elapsed-seconds';
import { useGoals } from '../features/goals/api/get-goals';
import { useHabits } from '../features/habits/api/get-habits';
import { cachedDoneDays } from '../features/habits/api/habit-cache';
import { useSetHabitDay } from '../features/habits/api/set-habit-day';
import { PlannerSourcesContext, type PlannerSources } from '../features/planner/components/planner-sources';
import { TodayPage } from '../features/planner/components/today-page';
import { UpcomingPage } from '../features/planner/components/upcoming-page';
import { completeInput, useCompleteTodo } from '../features/todos/api/complete-todo';
import { useTodos } from '../features/todos/api/get-todos';
import { useRescheduleTodo } from '../features/todos/api/reschedule-todo';
import { askBeforeCompleting, usePendingCompletionQuestion } from '../features/todos/components/completion-question';

const CompletionQuestionDialog = lazy(() => import('../features/todos/components/completion-question-dialog').then((m) => ({ default: m.CompletionQuestionDialog })));

// docs/product/planner.md: Today and Upcoming read the board's tasks, the habits, the goals and the
// running timer, and write through those areas' own queued writes; composed here, since features do
// not import each other (docs/architecture.md "Walls").

/** The board's checkbox: a task with open checklist items asks first (docs/product/todos.md "Checklist"). */
function useCompleteTask() {
  const { mutate } = useCompleteTodo();
  return useCallback((task: Todo) => askBeforeCompleting(task, () => mutate(completeInput(task.id, task.status, true))), [mutate]);
}

function CompletionQuestion() {
  return usePendingCompletionQuestion() ? (
    <Suspense fallback={null}>
      <CompletionQuestionDialog />
    </Suspense>
  ) : null;
}

/** docs/product/habits.md "Marking days": a tap marks the current period, or unmarks it when done; read from the cache at the tap (fast hands). */
function useMarkHabit() {
  const queryClient = useQueryClient();
  const weekStart = useWeekStart();
  const { mutate } = useSetHabitDay();
  return useCallback(
    (habit: Habit, today: string) => {
      const period = periodAround(today, habit.frequency, weekStart);
      const days = cachedDoneDays(queryClient, habit.id, period.first, period.last, today);
      for (const change of periodTapChanges(days, period, today)) mutate({ habitId: habit.id, ...change, today });
    },
    [queryClient, weekStart, mutate],
  );
}

/** Today's timer line (docs/product/planner.md "Today"): the activity area's session, linking to Activity. */
function RunningTimer() {
  const state = useSessionState();
  const session = state.data?.session ?? null;
  const elapsed = useElapsedSeconds(session, state.data?.clockOffsetMs ?? 0);
  if (!session) return null;
  const running = session.resumedAt !== null;
  return (
    <section aria-label="Timer" className="rounded-xl border border-indigo-200 bg-indigo-50 px-3 py-2.5 dark:border-indigo-500/30 dark:bg-indigo-950/60">
      <Link to="/activity" className={cx('flex items-center gap-3 rounded text-sm text-indigo-950 dark:text-indigo-50', focusRing)}>
        <Timer aria-hidden="true" className="h-4 w-4 shrink-0" />
        <span className="min-w-0 flex-1 truncate font-medium">
          {session.title}
          <span className="font-normal">{running ? ' · running' : ' · paused'}</span>
        </span>
        <span className="shrink-0 font-mono font-semibold tabular-nums">{formatClock(elapsed)}</span>
      </Link>
    </section>
  );
}

function PlannerSourcesProvider({ children }: { children: ReactNode }) {
  const sources = useMemo<PlannerSources>(
    () => ({ useTasks: useTodos, useCompleteTask, useMoveTask: useRescheduleTodo, useHabits, useMarkHabit, useGoals, RunningTimer }),
    [],
  );
  return (
    <PlannerSourcesContext.Provider value={sources}>
      {children}
      <CompletionQuestion />
    </PlannerSourcesContext.Provider>
  );
}

/** /todos/today (docs/product/planner.md "Today"). */
export function TodayRoute() {
  return (
    <PlannerSourcesProvider>
      <TodayPage />
    </PlannerSourcesProvider>
  );
}

/** /todos/upcoming (docs/product/planner.md "Upcoming"). */
export function UpcomingRoute() {
  return (
    <PlannerSourcesProvider>
      <UpcomingPage />
    </PlannerSourcesProvider>
  );
}
