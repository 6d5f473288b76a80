import { sql } from 'drizzle-orm';
import type { AccessScope, AgentChange, AgentChangePage, CreatedAccessToken } from '@cadence/shared';
import { UNDOABLE_TABLES } from '../areas/access/agent-changes.repository';
import type { RequestInit2, TestApp, TestResponse } from './create-test-app';
import type { SignedInUser } from './factories';

// The access area's test helpers (docs/product/access.md): a token made through the profile's API, and
// requests with it as a program sends them (no cookie, no Origin).
export { signedInUser, type SignedInUser } from './factories';

export async function createToken(t: TestApp, user: SignedInUser, scopes: AccessScope[], name = 'Test agent', expiresInDays?: number | null): Promise<CreatedAccessToken> {
  const response = await t.request('/api/access-tokens', { cookie: user.cookie, json: { name, scopes, ...(expiresInDays !== undefined ? { expiresInDays } : {}) } });
  if (response.status !== 201) throw new Error(`token not created: ${response.status} ${await response.text()}`);
  return (await response.json()) as CreatedAccessToken;
}

/** A request with `Authorization: Bearer <token>`, as a program sends it: no cookie and no Origin unless given. */
export function withToken(t: TestApp, token: string, path: string, init: Omit<RequestInit2, 'cookie'> & { cookie?: string } = {}): Promise<TestResponse> {
  return t.request(path, { origin: false, ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
}

/** GET /api/agent-changes as the signed-in person (docs/product/access.md "Activity log"). */
export async function agentChangePage(t: TestApp, user: SignedInUser, cursor?: string): Promise<AgentChangePage> {
  const response = await t.request(`/api/agent-changes${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { cookie: user.cookie });
  if (response.status !== 200) throw new Error(`log not read: ${response.status} ${await response.text()}`);
  return (await response.json()) as AgentChangePage;
}

/** The person's newest logged change. */
export async function latestAgentChange(t: TestApp, user: SignedInUser): Promise<AgentChange> {
  const [change] = (await agentChangePage(t, user)).changes;
  if (!change) throw new Error('no change logged');
  return change;
}

/** POST /api/agent-changes/:id/undo as the signed-in person (docs/product/access.md "Undo"). */
export function undoAgentChange(t: TestApp, user: SignedInUser, changeId: string): Promise<TestResponse> {
  return t.request(`/api/agent-changes/${changeId}/undo`, { method: 'POST', cookie: user.cookie });
}

/**
 * Every row a token can change, of one person, as the database holds it (without the board's 'via'
 * mark): undo must bring this back exactly.
 */
export async function rowsOfPerson(t: TestApp, userId: string): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of Object.keys(UNDOABLE_TABLES)) {
    const result = await t.db.execute(sql`select to_jsonb(t) - 'via_token' as row from ${sql.identifier(table)} t where user_id = ${userId} order by id`);
    snapshot[table] = (result as unknown as { rows: Array<{ row: unknown }> }).rows.map((entry) => entry.row);
  }
  return snapshot;
}
