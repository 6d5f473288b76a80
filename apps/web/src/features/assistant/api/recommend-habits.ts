import type { AiHabitRecommendations } from '@cadence/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/ai/habit-recommendations: three 'Name - description' suggestions, already parsed (docs/product/ai.md "Habit suggestions"). */
export function recommendHabits(): Promise<AiHabitRecommendations> {
  return apiRequest<AiHabitRecommendations>('/api/ai/habit-recommendations', { method: 'POST', body: {} });
}

export function useRecommendHabits() {
  return useMutation({ mutationFn: recommendHabits });
}
