import { randomBytes } from 'node:crypto';
import type { CreateTodoRequest, Todo } from '@cadence/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Clock } from '../clock';
import { habits, sessions, users } from '../db/schema';
import type { TestApp, TestResponse } from './create-test-app';

export interface UserInput {
  name: string;
  email: string;
  password: string;
}

export const STRONG_PASSWORD = 'Str0ng!pass';

/** An address from the benchmarking range (RFC 2544), different each call. */
export function randomClientAddress(): string {
  const bytes = randomBytes(2);
  return `198.18.${bytes[0]}.${bytes[1]}`;
}

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

/**
 * Signs up and waits for the work the server does after answering (creating the account, queuing its
 * e-mails; issue 6 §9), so a test can look in the outbox right away.
 */
export async function signUp(t: TestApp, user: UserInput, init: { remoteAddress?: string } = {}): Promise<TestResponse> {
  const json = { name: user.name, email: user.email, password: user.password };
  // Each sign-up from its own address, as different people's would be: sign-ups are throttled per client.
  const response = await t.request('/api/auth/sign-up/email', { json, remoteAddress: init.remoteAddress ?? randomClientAddress() });
  await t.settled();
  return response;
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

/** Signs in from `remoteAddress` (default: a fresh address, so tests do not share one client's throttle). */
export async function signIn(t: TestApp, email: string, password: string, headers: Record<string, string> = {}, remoteAddress = randomClientAddress()): Promise<TestResponse> {
  return t.request('/api/auth/sign-in/email', { json: { email, password }, headers, remoteAddress });
}

export interface SignedInUser {
  id: string;
  cookie: string;
}

/** A new, confirmed user with a session: the starting point of every signed-in API test. */
export async function signedInUser(t: TestApp): Promise<SignedInUser> {
  const cookie = await signUpAndVerify(t, buildUser());
  const profile = (await (await t.request('/api/profile', { cookie })).json()) as { id: string };
  return { id: profile.id, cookie };
}

export async function buildTodo(t: TestApp, user: SignedInUser, fields: Partial<CreateTodoRequest> = {}): Promise<Todo> {
  const response = await t.request('/api/todos', { json: { title: 'Write the report', ...fields }, cookie: user.cookie });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Todo;
}

const SESSION_DAYS_MS = 7 * 86_400_000;

/**
 * A signed-in user whose session is valid at the test clock's instant, however far from the machine's
 * it is (issue 17: the calendar sweep runs at instants in other years). better-auth dates the session by
 * the machine's clock; the app checks it against its own, so the session is moved to the clock's instant.
 */
export async function signedInUserAt(t: TestApp, clock: Clock, { validDays = 7 }: { validDays?: number } = {}): Promise<SignedInUser> {
  const user = buildUser();
  const cookie = await signUpAndVerify(t, user);
  const now = clock.now().getTime();
  const owner = t.db.select({ id: users.id }).from(users).where(eq(users.email, user.email.toLowerCase()));
  await t.db
    .update(sessions)
    .set({ createdAt: new Date(now).toISOString(), expiresAt: new Date(now + (validDays * SESSION_DAYS_MS) / 7).toISOString() })
    .where(inArray(sessions.userId, owner));
  const profile = (await (await t.request('/api/profile', { cookie })).json()) as { id: string };
  return { id: profile.id, cookie };
}

/** A habit row for a user (the habits API replaces this once it can create them). */
export async function buildHabit(t: TestApp, userId: string, fields: { title?: string; color?: string } = {}) {
  const [habit] = await t.db
    .insert(habits)
    .values({ userId, title: fields.title ?? 'Read', color: fields.color ?? '#4C51BF' })
    .returning();
  return habit!;
}
