import type { CreateHabitRequest, Habit } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setHabitInList } from './habit-cache';
import { HABIT_WRITE_SCOPE, habitWriteKey } from './habit-writes';

/** POST /api/habits: returns the new habit. */
export function createHabit(body: CreateHabitRequest): Promise<Habit> {
  return apiRequest<Habit>('/api/habits', { method: 'POST', body });
}

export function useCreateHabit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: habitWriteKey('create'), scope: HABIT_WRITE_SCOPE, mutationFn: createHabit, onSuccess: (created) => setHabitInList(queryClient, created) });
}
