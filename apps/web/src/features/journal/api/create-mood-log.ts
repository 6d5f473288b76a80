import type { CreateMoodLogRequest, MoodLog } from '@cadence/shared';
import { onlineManager, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { localDateOf } from '../../../lib/local-date';
import { newWriteKey, type QueuedCallbacks, type QueuedWrite, useQueuedWrite, type WriteKeyed } from '../../../lib/write-queue';
import { moodKeys, moodWriteKey } from './journal-keys';

/** A new check-in carries the id the client chose, so it can be deleted offline before it is saved. */
export type CreateMoodLogInput = CreateMoodLogRequest & { id: string };

/** POST /api/moods: a check-in, now unless `loggedAt` says when (an Undo puts one back at its time). */
export function createMoodLog({ writeKey, ...body }: CreateMoodLogInput & WriteKeyed): Promise<MoodLog> {
  return apiRequest<MoodLog>('/api/moods', { method: 'POST', body, writeKey });
}

const byNewest = (a: MoodLog, b: MoodLog) => (a.loggedAt < b.loggedAt ? 1 : -1);
const keepLog = (queryClient: QueryClient, log: MoodLog) =>
  queryClient.setQueryData<MoodLog[]>(moodKeys.logs(), (logs) => (logs ? [log, ...logs.filter((item) => item.id !== log.id)].sort(byNewest) : logs));

/** The check-in shown at once, until the server's answer replaces it (same id). */
export function provisionalMoodLog(input: CreateMoodLogInput, now = new Date()): MoodLog {
  const loggedAt = input.loggedAt ?? now.toISOString();
  return { id: input.id, date: localDateOf(new Date(loggedAt)), value: input.value, notes: input.notes, factors: input.factors, loggedAt, createdAt: now.toISOString() };
}

/** A queued write (docs/product/offline.md "Changes made offline"). */
export const createMoodLogWrite: QueuedWrite<CreateMoodLogInput, MoodLog> = {
  mutationKey: moodWriteKey('create'),
  mutationFn: createMoodLog,
  describe: ({ value }) => `Mood check-in (${value}/10)`,
  kept: () => 'The check-in was not logged.',
  afterReplay: (queryClient, log) => {
    keepLog(queryClient, log);
    void queryClient.invalidateQueries({ queryKey: moodKeys.all });
  },
};

export function useCreateMoodLog() {
  const queryClient = useQueryClient();
  const write = useQueuedWrite(createMoodLogWrite, {
    onMutate: (input) => keepLog(queryClient, provisionalMoodLog(input)),
    onSuccess: (log) => keepLog(queryClient, log),
    onError: (_error, input) => queryClient.setQueryData<MoodLog[]>(moodKeys.logs(), (logs) => logs?.filter((item) => item.id !== input.id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moodKeys.all }),
  });
  const { mutate: send } = write;
  // Logged offline, the check-in keeps the moment it was made, not when the network came back.
  const mutate = useCallback(
    (body: CreateMoodLogRequest, callbacks?: QueuedCallbacks<MoodLog, CreateMoodLogInput & WriteKeyed, unknown>) =>
      send({ ...body, id: body.id ?? newWriteKey(), ...(onlineManager.isOnline() || body.loggedAt ? {} : { loggedAt: new Date().toISOString() }) }, callbacks),
    [send],
  );
  return { ...write, mutate };
}
