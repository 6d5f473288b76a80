import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface SignUpInput {
  firstName: string;
  email: string;
  password: string;
}

/** POST /api/auth/sign-up/email: no session yet, the e-mail must be confirmed first. */
export function signUp(input: SignUpInput): Promise<unknown> {
  return apiRequest('/api/auth/sign-up/email', {
    method: 'POST',
    body: { name: input.firstName.trim(), email: input.email.trim(), password: input.password },
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
