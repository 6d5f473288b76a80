import type { AiGoalSuggestions } from '@cadence/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/ai/goal-suggestions: three goals, ready for the create form. */
export function suggestGoals(): Promise<AiGoalSuggestions> {
  return apiRequest<AiGoalSuggestions>('/api/ai/goal-suggestions', { method: 'POST', body: {} });
}

export function useSuggestGoals() {
  return useMutation({ mutationFn: suggestGoals });
}
