import { amountDone, type Habit } from '@cadence/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { type QueuedWrite, useQueuedWrite, type WriteKeyed } from '../../../lib/write-queue';
import { findHabit, setHabitInList, withDayMarked } from './habit-cache';
import { habitKeys } from './habit-keys';
import { beginHabitMark, endHabitMark, habitWriteKey } from './habit-writes';

// docs/product/habits.md "Amounts" (issue 22 §7): a numeric habit's day gets its whole amount; done once it reaches the target.

export interface HabitAmountInput {
  habitId: string;
  /** The local date 'YYYY-MM-DD'. */
  date: string;
  amount: number;
  /** The user's today, for the numbers shown before the answer. */
  today: string;
}

/** PUT /api/habits/:id/amounts/:date; returns the habit recomputed. */
export function setHabitAmount({ habitId, date, amount, writeKey }: HabitAmountInput & WriteKeyed): Promise<Habit> {
  return apiRequest<Habit>(`/api/habits/${encodeURIComponent(habitId)}/amounts/${encodeURIComponent(date)}`, { method: 'PUT', body: { amount }, writeKey });
}

const habitNamed = (queryClient: QueryClient, habitId: string) => {
  const title = findHabit(queryClient, habitId)?.title;
  return title === undefined ? 'a habit' : `‘${title}’`;
};

/** A queued write (docs/product/offline.md "Changes made offline"): the whole amount, so sending it again changes nothing. */
export const setHabitAmountWrite: QueuedWrite<HabitAmountInput, Habit> = {
  mutationKey: habitWriteKey('amount'),
  mutationFn: setHabitAmount,
  describe: ({ habitId, date, amount }, queryClient) => `Logging ${amount} for ${habitNamed(queryClient, habitId)} on ${date}`,
  kept: (error) => ((error as { status?: number }).status === 404 ? 'The habit was deleted meanwhile, so this amount was not kept.' : null),
  afterReplay: (queryClient) => void queryClient.invalidateQueries({ queryKey: habitKeys.all }),
};

/** The habit as it will be once the amount is logged, shown before the server answers. */
export function withAmountLogged(habit: Habit, { date, amount, today }: HabitAmountInput): Habit {
  const done = habit.targetAmount !== null && amountDone(amount, habit.targetAmount);
  const marked = habit.completions.includes(date) === done ? habit : withDayMarked(habit, date, done, today);
  return { ...marked, amounts: { ...(habit.amounts ?? {}), [date]: amount } };
}

/** Logs at once on screen, in the area's one queue (issue 18 item 3a), as a day's mark does. */
export function useSetHabitAmount() {
  const queryClient = useQueryClient();
  return useQueuedWrite(setHabitAmountWrite, {
    onMutate: (input: HabitAmountInput) => {
      beginHabitMark(queryClient, input.habitId);
      const current = findHabit(queryClient, input.habitId);
      if (current) setHabitInList(queryClient, withAmountLogged(current, input));
    },
    onSuccess: (saved: Habit) => {
      if (endHabitMark(queryClient, saved.id)) setHabitInList(queryClient, saved);
    },
    onError: (_error, { habitId }) => {
      endHabitMark(queryClient, habitId);
      toast.error('Could not log the amount. The list was reloaded.');
      void queryClient.invalidateQueries({ queryKey: habitKeys.all });
    },
  });
}
