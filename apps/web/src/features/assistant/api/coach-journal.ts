import type { AiCoachReply, JournalCoachRequest } from '@cadence/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/ai/journal-coach: coaching for one entry ({ entryId }) or the coach's chat ({ messages }). */
export function coachJournal(body: JournalCoachRequest): Promise<AiCoachReply> {
  return apiRequest<AiCoachReply>('/api/ai/journal-coach', { method: 'POST', body });
}

export function useCoachJournal() {
  return useMutation({ mutationFn: coachJournal });
}
