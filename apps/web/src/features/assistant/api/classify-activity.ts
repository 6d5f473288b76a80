import type { ActivityClassificationRequest, AiActivityClassification } from '@cadence/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/ai/activity-classification: the suggested type for an activity's title (docs/product/ai.md "Activity type"). */
export function classifyActivity(body: ActivityClassificationRequest): Promise<AiActivityClassification> {
  return apiRequest<AiActivityClassification>('/api/ai/activity-classification', { method: 'POST', body });
}

export function useClassifyActivity() {
  return useMutation({ mutationFn: classifyActivity });
}
