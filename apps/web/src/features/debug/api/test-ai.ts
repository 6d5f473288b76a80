import { AI_TEST_PROMPT, type ChatCompletionResponse } from '@cadence/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/grok/chat/completions with the hello prompt (docs/product/shell.md "Debug pages"). */
export function testAi(): Promise<ChatCompletionResponse> {
  return apiRequest<ChatCompletionResponse>('/api/grok/chat/completions', { method: 'POST', body: { messages: [{ role: 'user', content: AI_TEST_PROMPT }] } });
}

export function useTestAi() {
  return useMutation({ mutationFn: testAi });
}
