import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/send-verification-email. */
export function resendConfirmation(email: string): Promise<unknown> {
  return apiRequest('/api/auth/send-verification-email', { method: 'POST', body: { email: email.trim() } });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
