import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/sign-in/email: sets the session cookie on success. */
export function signIn(input: { email: string; password: string }): Promise<unknown> {
  return apiRequest('/api/auth/sign-in/email', { method: 'POST', body: { email: input.email.trim(), password: input.password } });
}
