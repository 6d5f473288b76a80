import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

export interface SignInInput {
  email: string;
  password: string;
}

/** POST /api/auth/sign-in/email: sets the session cookie on success. */
export function signIn(input: SignInInput): Promise<unknown> {
  return apiRequest('/api/auth/sign-in/email', { method: 'POST', body: { email: input.email.trim(), password: input.password } });
}

/** Signs in, then waits for the new session, so the next screen already sees the user. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => startSession(queryClient),
  });
}
