import { withCompletion, type Habit, type HabitLog } from '@cadence/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { type QueuedWrite, useQueuedWrite, type WriteKeyed } from '../../../lib/write-queue';
import { findHabit, setHabitInList, withDayMarked } from './habit-cache';
import { habitKeys } from './habit-keys';
import { beginHabitMark, endHabitMark, habitWriteKey } from './habit-writes';

export interface HabitDayInput {
  habitId: string;
  /** The local date 'YYYY-MM-DD'. */
  date: string;
  done: boolean;
  /** The user's today, for the numbers shown before the answer. */
  today: string;
}

/** PUT (done) or DELETE (not done) /api/habits/:id/completions/:date; returns the habit recomputed. */
export function setHabitDay({ habitId, date, done, writeKey }: HabitDayInput & WriteKeyed): Promise<Habit> {
  return apiRequest<Habit>(`/api/habits/${encodeURIComponent(habitId)}/completions/${encodeURIComponent(date)}`, { method: done ? 'PUT' : 'DELETE', writeKey });
}

const habitNamed = (queryClient: QueryClient, habitId: string) => {
  const title = findHabit(queryClient, habitId)?.title;
  return title === undefined ? 'a habit' : `‘${title}’`;
};

/** A queued write (docs/product/offline.md "Changes made offline"); marking a day is the same whatever came before. */
export const setHabitDayWrite: QueuedWrite<HabitDayInput, Habit> = {
  mutationKey: habitWriteKey('day'),
  mutationFn: setHabitDay,
  describe: ({ habitId, date, done }, queryClient) => `${done ? 'Marking' : 'Unmarking'} ${habitNamed(queryClient, habitId)} on ${date}`,
  kept: (error) => ((error as { status?: number }).status === 404 ? 'The habit was deleted meanwhile, so this mark was not kept.' : null),
  afterReplay: (queryClient) => void queryClient.invalidateQueries({ queryKey: habitKeys.all }),
};

/** The day as marked in every log of the habit that covers it (the trackers' months, the heat-map). */
function markInLogs(queryClient: QueryClient, { habitId, date, done }: HabitDayInput): void {
  queryClient.setQueriesData<HabitLog>({ queryKey: habitKeys.logs(habitId) }, (log) => (log && date >= log.from && date <= log.to ? { ...log, dates: withCompletion(log.dates, date, done) } : log));
}

/**
 * Marks a day at once on screen; the server's answer then brings the numbers from the whole log. The
 * requests run one after another, so quick taps reach the server in the order made (issue 18 item 3a:
 * the mark shows in the same task as the tap, with no await before it, so a second tap reads the
 * screen as the first left it; an answer while a later tap of the same habit is on its way is not
 * shown, the last one is).
 */
export function useSetHabitDay() {
  const queryClient = useQueryClient();
  return useQueuedWrite(setHabitDayWrite, {
    onMutate: (input: HabitDayInput) => {
      beginHabitMark(queryClient, input.habitId);
      const current = findHabit(queryClient, input.habitId);
      if (current) setHabitInList(queryClient, withDayMarked(current, input.date, input.done, input.today));
      markInLogs(queryClient, input);
    },
    onSuccess: (saved: Habit) => {
      if (endHabitMark(queryClient, saved.id)) setHabitInList(queryClient, saved);
    },
    onError: (_error, { habitId }) => {
      endHabitMark(queryClient, habitId);
      toast.error('Could not update the habit. The list was reloaded.');
      void queryClient.invalidateQueries({ queryKey: habitKeys.all });
    },
  });
}
