import type { JournalEntry, StaleJournalEntryResponse, UpdateJournalEntryRequest } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { entrySaved } from './journal-cache';

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
export function updateJournalEntry({ id, body }: UpdateJournalEntryInput): Promise<JournalEntry> {
  return apiRequest<JournalEntry>(`/api/journal/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

/** Like updateJournalEntry, but a 409 becomes a StaleEntryError holding the current entry from the same answer. */
async function updateOrReportStale(input: UpdateJournalEntryInput): Promise<JournalEntry> {
  try {
    return await updateJournalEntry(input);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && isStaleEntryResponse(error.body)) throw new StaleEntryError(error.message, error.body.entry);
    throw error;
  }
}

export function useUpdateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrReportStale,
    onSuccess: (entry) => entrySaved(queryClient, entry),
    onError: (error) => {
      if (error instanceof StaleEntryError) void entrySaved(queryClient, error.entry);
    },
  });
}
