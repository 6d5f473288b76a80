import type { JournalEntry, StaleJournalEntryResponse, UpdateJournalEntryRequest } from '@cadence/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { localDateOf } from '../../../lib/local-date';
import { type QueuedWrite, useQueuedWrite, type WriteKeyed } from '../../../lib/write-queue';
import { entrySaved, upsertEntry, type JournalPages } from './journal-cache';
import { isUnfiltered, journalKeys, journalWriteKey, type JournalFilters } from './journal-keys';

export interface UpdateJournalEntryInput {
  id: string;
  body: UpdateJournalEntryRequest;
}

/** The entry changed since the form opened it (409); `entry` is the version the server holds now. */
export class StaleEntryError extends Error {
  readonly entry: JournalEntry;
  constructor(message: string, entry: JournalEntry) {
    super(message);
    this.name = 'StaleEntryError';
    this.entry = entry;
  }
}

function isStaleEntryResponse(body: unknown): body is StaleJournalEntryResponse {
  if (typeof body !== 'object' || body === null || !('entry' in body)) return false;
  const entry = (body as { entry: unknown }).entry;
  return typeof entry === 'object' && entry !== null && typeof (entry as { id?: unknown }).id === 'string';
}

/** PATCH /api/journal/:id with the whole form and the updatedAt it was opened with. */
export function updateJournalEntry({ id, body, writeKey }: UpdateJournalEntryInput & WriteKeyed): Promise<JournalEntry> {
  return apiRequest<JournalEntry>(`/api/journal/${encodeURIComponent(id)}`, { method: 'PATCH', body, writeKey });
}

/** Like updateJournalEntry, but a 409 becomes a StaleEntryError holding the current entry from the same answer. */
async function updateOrReportStale(input: UpdateJournalEntryInput & WriteKeyed): Promise<JournalEntry> {
  try {
    return await updateJournalEntry(input);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && isStaleEntryResponse(error.body)) throw new StaleEntryError(error.message, error.body.entry);
    throw error;
  }
}

/** A queued write (docs/product/offline.md "Changes made offline"). */
export const updateJournalEntryWrite: QueuedWrite<UpdateJournalEntryInput, JournalEntry> = {
  mutationKey: journalWriteKey('update'),
  mutationFn: updateOrReportStale,
  describe: ({ body }) => `Edit of the journal entry ‘${body.content.length > 40 ? `${body.content.slice(0, 39)}…` : body.content}’`,
  // Journal text is never thrown away (docs/product/journal.md): the refusal holds it, to copy.
  kept: (error, { body }) => {
    const current = (error as { entry?: JournalEntry }).entry;
    return `${current ? 'The entry as saved elsewhere is kept. ' : ''}Your text, to copy: “${body.content}”`;
  },
  afterReplay: (queryClient, entry) => void entrySaved(queryClient, entry),
};

export function useUpdateJournalEntry() {
  const queryClient = useQueryClient();
  return useQueuedWrite(updateJournalEntryWrite, {
    // The list shows the edit at once (made offline, it waits to be sent).
    onMutate: ({ id, body }) => {
      const { expectedUpdatedAt: _version, createdAt, ...fields } = body;
      // Moved to another date and time, it shows under its new day at once (docs/product/journal.md "Back-dating").
      const moved = createdAt === undefined ? {} : { createdAt: new Date(createdAt).toISOString(), date: localDateOf(new Date(createdAt)) };
      queryClient.setQueriesData<JournalPages>({ queryKey: journalKeys.lists(), predicate: (query) => isUnfiltered(query.queryKey[2] as JournalFilters) }, (data) => {
        const current = data?.pages.flatMap((page) => page.entries).find((entry) => entry.id === id);
        return data && current ? upsertEntry(data, { ...current, ...fields, ...moved }) : data;
      });
    },
    onSuccess: (entry) => entrySaved(queryClient, entry),
    onError: (error) => {
      if (error instanceof StaleEntryError) void entrySaved(queryClient, error.entry);
    },
  });
}
