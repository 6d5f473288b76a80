import type { CreateMoodLogRequest, MoodLog } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { moodKeys } from './journal-keys';

/** POST /api/moods: a check-in, now unless `loggedAt` says when (an Undo puts one back at its time). */
export function createMoodLog(body: CreateMoodLogRequest): Promise<MoodLog> {
  return apiRequest<MoodLog>('/api/moods', { method: 'POST', body });
}

export function useCreateMoodLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMoodLog,
    onSuccess: (log) => {
      queryClient.setQueryData<MoodLog[]>(moodKeys.logs(), (logs) => (logs ? [log, ...logs.filter((item) => item.id !== log.id)].sort((a, b) => (a.loggedAt < b.loggedAt ? 1 : -1)) : logs));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: moodKeys.all }),
  });
}
