import type { TwoFactorChallenge } from '@cadence/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

export interface SignInInput {
  email: string;
  password: string;
}

/**
 * POST /api/auth/sign-in/email: sets the session cookie on success, or answers { twoFactorRequired }
 * with no session when the account asks for a code next (docs/product/accounts.md "Two-factor sign-in").
 */
export function signIn(input: SignInInput): Promise<unknown> {
  return apiRequest('/api/auth/sign-in/email', { method: 'POST', body: { email: input.email.trim(), password: input.password } });
}

/** Signs in, then waits for the new session, so the next screen already sees the user. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => (isTwoFactorChallenge(answer) ? undefined : startSession(queryClient)),
  });
}

export function isTwoFactorChallenge(answer: unknown): answer is TwoFactorChallenge {
  return typeof answer === 'object' && answer !== null && (answer as Partial<TwoFactorChallenge>).twoFactorRequired === true;
}
