import type { CreateJournalEntryRequest, JournalEntry } from '@cadence/shared';
import { onlineManager, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { localDateOf } from '../../../lib/local-date';
import { newWriteKey, type QueuedCallbacks, type QueuedWrite, useQueuedWrite, type WriteKeyed } from '../../../lib/write-queue';
import { entrySaved, refreshAround, removeEntry, type JournalPages, upsertEntry } from './journal-cache';
import { isUnfiltered, journalKeys, journalWriteKey, type JournalFilters } from './journal-keys';

/** A new entry carries the id the client chose, so it can be edited or deleted offline before it is saved. */
export type CreateJournalEntryInput = CreateJournalEntryRequest & { id: string };

/** POST /api/journal: returns the new entry. */
export function createJournalEntry({ writeKey, ...body }: CreateJournalEntryInput & WriteKeyed): Promise<JournalEntry> {
  return apiRequest<JournalEntry>('/api/journal', { method: 'POST', body, writeKey });
}

/** The entry shown at once, until the server's answer replaces it (same id). */
export function provisionalEntry(input: CreateJournalEntryInput, now = new Date()): JournalEntry {
  const written = input.createdAt ?? now.toISOString();
  return { id: input.id, date: localDateOf(new Date(written)), content: input.content, mood: input.mood, tags: input.tags, highlights: input.highlights, gratitude: input.gratitude, createdAt: written, updatedAt: now.toISOString() };
}

const inUnfilteredLists = (queryClient: QueryClient, change: (data: JournalPages) => JournalPages) =>
  queryClient.setQueriesData<JournalPages>({ queryKey: journalKeys.lists(), predicate: (query) => isUnfiltered(query.queryKey[2] as JournalFilters) }, (data) => (data ? change(data) : data));

/** A queued write (docs/product/offline.md "Changes made offline"). */
export const createJournalEntryWrite: QueuedWrite<CreateJournalEntryInput, JournalEntry> = {
  mutationKey: journalWriteKey('create'),
  mutationFn: createJournalEntry,
  describe: ({ content }) => `New journal entry ‘${content.length > 40 ? `${content.slice(0, 39)}…` : content}’`,
  // Journal text is never thrown away (docs/product/journal.md): the refusal holds it, to copy.
  kept: (_error, { content }) => `Your text, to copy: “${content}”`,
  afterReplay: (queryClient, entry) => void entrySaved(queryClient, entry),
};

export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  const write = useQueuedWrite(createJournalEntryWrite, {
    // In the list at once, online or not; the answer replaces it.
    onMutate: (input) => inUnfilteredLists(queryClient, (data) => upsertEntry(data, provisionalEntry(input))),
    onSuccess: (entry) => entrySaved(queryClient, entry),
    onError: (_error, input) => {
      inUnfilteredLists(queryClient, (data) => removeEntry(data, input.id));
      void refreshAround(queryClient);
    },
  });
  const { mutate: send } = write;
  // Written offline, the entry is dated when it was written, not when the network came back.
  const mutate = useCallback(
    (body: CreateJournalEntryRequest, callbacks?: QueuedCallbacks<JournalEntry, CreateJournalEntryInput & WriteKeyed, unknown>) =>
      send({ ...body, id: body.id ?? newWriteKey(), ...(onlineManager.isOnline() || body.createdAt ? {} : { createdAt: new Date().toISOString() }) }, callbacks),
    [send],
  );
  return { ...write, mutate };
}
