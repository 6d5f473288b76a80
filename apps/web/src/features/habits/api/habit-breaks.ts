import type { Habit, HabitBreak } from '@cadence/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { type QueuedWrite, useQueuedWrite, type WriteKeyed } from '../../../lib/write-queue';
import { habitKeys } from './habit-keys';
import { habitWriteKey } from './habit-writes';

// docs/product/habits.md "Rest days" (issue 22 §6): add and remove a rest day or range. Queued writes
// with a client-chosen id (docs/product/offline.md), so a rest added offline is added once.

export interface AddHabitBreakInput {
  id: string;
  /** null: every habit. */
  habitId: string | null;
  startDate: string;
  endDate: string;
  reason: string | null;
}

export function addHabitBreak({ writeKey, ...body }: AddHabitBreakInput & WriteKeyed): Promise<HabitBreak> {
  return apiRequest<HabitBreak>('/api/habit-breaks', { method: 'POST', body, writeKey });
}

export function removeHabitBreak({ id, writeKey }: { id: string } & WriteKeyed): Promise<void> {
  return apiRequest<void>(`/api/habit-breaks/${encodeURIComponent(id)}`, { method: 'DELETE', writeKey });
}

const refetch = (queryClient: QueryClient) => void queryClient.invalidateQueries({ queryKey: habitKeys.all });

export const addHabitBreakWrite: QueuedWrite<AddHabitBreakInput, HabitBreak> = {
  mutationKey: habitWriteKey('add-break'),
  mutationFn: addHabitBreak,
  describe: ({ startDate, endDate }) => (startDate === endDate ? `Resting on ${startDate}` : `Resting from ${startDate} to ${endDate}`),
  kept: (error) => ((error as { status?: number }).status === 404 ? 'The habit was deleted meanwhile, so this rest was not kept.' : null),
  afterReplay: refetch,
};

export const removeHabitBreakWrite: QueuedWrite<{ id: string }, void> = {
  mutationKey: habitWriteKey('remove-break'),
  mutationFn: removeHabitBreak,
  describe: () => 'Removing a rest',
  // Already gone: nothing left to do.
  kept: () => null,
  afterReplay: refetch,
};

/** The rest shown on every habit it applies to before the server answers; the numbers come with the refetch. */
function showRest(queryClient: QueryClient, rest: HabitBreak | null, removedId: string | null) {
  queryClient.setQueryData<Habit[]>(habitKeys.list(), (list) =>
    list?.map((habit) => {
      const breaks = (habit.breaks ?? []).filter((range) => range.id !== removedId);
      const applies = rest !== null && (rest.habitId === null || rest.habitId === habit.id);
      return { ...habit, breaks: applies ? [...breaks, rest].sort((a, b) => a.startDate.localeCompare(b.startDate)) : breaks };
    }),
  );
}

export function useAddHabitBreak() {
  const queryClient = useQueryClient();
  return useQueuedWrite(addHabitBreakWrite, {
    onMutate: (input: AddHabitBreakInput) => showRest(queryClient, { ...input }, null),
    onSuccess: () => refetch(queryClient),
    onError: () => {
      toast.error('Could not add the rest. The list was reloaded.');
      refetch(queryClient);
    },
  });
}

export function useRemoveHabitBreak() {
  const queryClient = useQueryClient();
  return useQueuedWrite(removeHabitBreakWrite, {
    onMutate: ({ id }: { id: string }) => showRest(queryClient, null, id),
    onSuccess: () => refetch(queryClient),
    onError: () => {
      toast.error('Could not remove the rest. The list was reloaded.');
      refetch(queryClient);
    },
  });
}


