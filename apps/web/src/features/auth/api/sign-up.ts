import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/sign-up/email: no session yet, the e-mail must be confirmed first. */
export function signUp(input: { firstName: string; email: string; password: string }): Promise<unknown> {
  return apiRequest('/api/auth/sign-up/email', {
    method: 'POST',
    body: { name: input.firstName.trim(), email: input.email.trim(), password: input.password },
  });
}
