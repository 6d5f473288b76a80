import { randomBytes } from 'node:crypto';
import type { TestApp, TestResponse } from './create-test-app';

export interface UserInput {
  name: string;
  email: string;
  password: string;
}

export const STRONG_PASSWORD = 'Str0ng!pass';

export function buildUser(overrides: Partial<UserInput> = {}): UserInput {
  return {
    name: 'Ada',
    email: `user-${randomBytes(5).toString('hex')}@example.com`,
    password: STRONG_PASSWORD,
    ...overrides,
  };
}

/** "name=value; name2=value2" from a response's Set-Cookie headers (values only, no attributes). */
export function cookieHeader(response: Pick<Response, 'headers'>): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export async function signUp(t: TestApp, user: UserInput): Promise<TestResponse> {
  return t.request('/api/auth/sign-up/email', { json: { name: user.name, email: user.email, password: user.password } });
}

/** Signs up, opens the confirmation link from the outbox, returns the session cookie it sets. */
export async function signUpAndVerify(t: TestApp, user: UserInput = buildUser()): Promise<string> {
  const signUpResponse = await signUp(t, user);
  if (signUpResponse.status !== 200) throw new Error(`sign-up failed: ${signUpResponse.status} ${await signUpResponse.text()}`);
  const link = await t.outbox.link(user.email.toLowerCase(), 'Confirm');
  const verify = await t.request(`/api/auth/verify-email?token=${encodeURIComponent(link.searchParams.get('token')!)}`);
  if (verify.status !== 200) throw new Error(`verify failed: ${verify.status} ${await verify.text()}`);
  return cookieHeader(verify);
}

export async function signIn(t: TestApp, email: string, password: string, headers: Record<string, string> = {}): Promise<TestResponse> {
  return t.request('/api/auth/sign-in/email', { json: { email, password }, headers });
}
