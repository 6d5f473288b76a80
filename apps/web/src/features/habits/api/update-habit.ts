import type { Habit, UpdateHabitRequest } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setHabitInList } from './habit-cache';
import { HABIT_WRITE_SCOPE, habitWriteKey } from './habit-writes';

export interface UpdateHabitInput {
  id: string;
  body: UpdateHabitRequest;
}

/** PATCH /api/habits/:id: the whole edit form; returns the habit. */
export function updateHabit({ id, body }: UpdateHabitInput): Promise<Habit> {
  return apiRequest<Habit>(`/api/habits/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateHabit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: habitWriteKey('update'), scope: HABIT_WRITE_SCOPE, mutationFn: updateHabit, onSuccess: (saved) => setHabitInList(queryClient, saved) });
}
