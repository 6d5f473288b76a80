import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_MESSAGES, ACCESS_SCOPES, MAX_ACCESS_TOKENS, hasScope, type AccessScope } from '@cadence/shared';
import { TOKEN_API_AREAS, TOKEN_API_PREFIX } from '../../compose-access';
import { accessTokens, todos } from '../../db/schema';
import { createTestClock } from '../../testing/test-clock';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { secondTodosInstance } from '../../testing/todos-kit';
import { createToken, signedInUser, withToken, type SignedInUser } from '../../testing/access-kit';
import { hashToken } from './access-tokens.service';

// docs/product/access.md "Personal access tokens", "Scopes", "What a token can never do", "Using a
// token", "Refusals", "Rate limit": the rules of tokens through the real app and database.

const clock = createTestClock();
let t: TestApp;
let owner: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signedInUser(t);
});
afterAll(() => t.close());

const messageOf = async (response: Response | { json(): Promise<unknown> }) => ((await response.json()) as { error: { message: string } }).error.message;

describe('making, listing and revoking tokens', () => {
  it('shows the secret once, lists the token without it, and keeps only its hash', async () => {
    const user = await signedInUser(t);
    const created = await createToken(t, user, ['journal:read', 'tasks:write'], 'My script', 30);
    expect(created.token).toMatch(/^cad_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'My script', scopes: ['tasks:read', 'tasks:write', 'journal:read'], prefix: created.token.slice(0, 10), lastUsedAt: null });
    expect(Date.parse(created.expiresAt!) - Date.parse(created.createdAt)).toBeGreaterThan(29 * 86_400_000);
    const listed = await (await t.request('/api/access-tokens', { cookie: user.cookie })).json();
    expect(listed).toHaveLength(1);
    expect(listed[0]).not.toHaveProperty('token');
    expect(listed[0]).not.toHaveProperty('tokenHash');
    expect(JSON.stringify(listed)).not.toContain(created.token);
    const [row] = await t.db.select().from(accessTokens).where(eq(accessTokens.id, created.id));
    expect(row!.tokenHash).toBe(hashToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);
    // Used once: the list says when.
    expect((await withToken(t, created.token, '/api/v1/todos')).status).toBe(200);
    const used = await (await t.request('/api/access-tokens', { cookie: user.cookie })).json();
    expect(used[0].lastUsedAt).not.toBeNull();
    // Revoked: gone from the list, refused at once; a second revoke and another's id are 404.
    expect((await t.request(`/api/access-tokens/${created.id}`, { method: 'DELETE', cookie: user.cookie })).status).toBe(204);
    expect(await (await t.request('/api/access-tokens', { cookie: user.cookie })).json()).toEqual([]);
    const refused = await withToken(t, created.token, '/api/v1/todos');
    expect(refused.status).toBe(401);
    expect(await messageOf(refused)).toBe(ACCESS_MESSAGES.tokenInvalid);
    expect((await t.request(`/api/access-tokens/${created.id}`, { method: 'DELETE', cookie: user.cookie })).status).toBe(404);
    const other = await createToken(t, owner, ['timer']);
    expect((await t.request(`/api/access-tokens/${other.id}`, { method: 'DELETE', cookie: user.cookie })).status).toBe(404);
    expect((await t.request('/api/access-tokens/not-an-id', { method: 'DELETE', cookie: user.cookie })).status).toBe(404);
    expect((await withToken(t, other.token, '/api/v1/activity-session')).status).toBe(200);
  });

  it.each([
    [{ name: '', scopes: ['tasks:read'] }, ACCESS_MESSAGES.nameRequired],
    [{ name: '   ', scopes: ['tasks:read'] }, ACCESS_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(61), scopes: ['tasks:read'] }, ACCESS_MESSAGES.nameTooLong],
    [{ name: 'Agent', scopes: ['tasks:read', 'admin'] }, ACCESS_MESSAGES.unknownScope],
    [{ name: 'Agent', scopes: [] }, ACCESS_MESSAGES.scopesRequired],
    [{ name: 'Agent' }, ACCESS_MESSAGES.scopesRequired],
    [{ name: 'Agent', scopes: ['tasks:read'], expiresInDays: 3 }, ACCESS_MESSAGES.expiryInvalid],
    [{ name: 'Agent', scopes: ['tasks:read'], expiresInDays: '30' }, ACCESS_MESSAGES.expiryInvalid],
  ])('refuses %j in words (400)', async (json, message) => {
    const response = await t.request('/api/access-tokens', { cookie: owner.cookie, json });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(message);
  });

  it(`stops at ${MAX_ACCESS_TOKENS} tokens, in words`, async () => {
    const user = await signedInUser(t);
    for (let n = 0; n < MAX_ACCESS_TOKENS; n += 1) await createToken(t, user, ['tasks:read'], `Token ${n}`);
    const refused = await t.request('/api/access-tokens', { cookie: user.cookie, json: { name: 'One more', scopes: ['tasks:read'] } });
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(ACCESS_MESSAGES.tooMany);
  });
});

describe('what each scope opens', () => {
  const tokens = new Map<AccessScope, string>();
  beforeAll(async () => {
    const user = await signedInUser(t);
    for (const scope of ACCESS_SCOPES) tokens.set(scope, (await createToken(t, user, [scope], scope)).token);
  });

  for (const { path, scopes, only } of TOKEN_API_AREAS) {
    const v1 = `${TOKEN_API_PREFIX}${path.slice('/api'.length)}${only ? '/review' : ''}`;
    it(`${v1}: read with "${scopes.read}", write with ${scopes.write ? `"${scopes.write}"` : 'no token'}`, async () => {
      for (const scope of ACCESS_SCOPES) {
        const read = await withToken(t, tokens.get(scope)!, v1);
        if (hasScope([scope], scopes.read)) expect([401, 403, 404, 500]).not.toContain(read.status);
        else {
          expect(read.status).toBe(403);
          expect(await messageOf(read)).toBe(ACCESS_MESSAGES.scopeMissing(scopes.read));
        }
        const write = await withToken(t, tokens.get(scope)!, v1, { method: 'POST', json: {} });
        if (scopes.write === null) {
          expect(write.status).toBe(403);
          expect(await messageOf(write)).toBe(ACCESS_MESSAGES.notForTokens);
        } else if (hasScope([scope], scopes.write)) {
          expect([401, 403, 500]).not.toContain(write.status);
        } else {
          expect(write.status).toBe(403);
          expect(await messageOf(write)).toBe(ACCESS_MESSAGES.scopeMissing(scopes.write));
        }
      }
    });
  }

  it('reads no journal text with a review scope', async () => {
    const review = tokens.get('reviews:read')!;
    expect((await withToken(t, review, '/api/v1/journal')).status).toBe(403);
    expect((await withToken(t, review, '/api/v1/dashboard')).status).toBe(404);
    expect((await withToken(t, review, '/api/v1/dashboard/review')).status).toBe(200);
  });
});

describe('what a token can never reach', () => {
  it.each([
    '/api/v1/profile',
    '/api/v1/access-tokens',
    '/api/v1/agent-changes',
    '/api/v1/data-export',
    '/api/v1/events',
    '/api/v1/devices',
    '/api/v1/subscription',
    '/api/v1/ai/chat',
    '/api/v1/data-imports',
  ])('%s is not there for a token (404)', async (path) => {
    const all = await createToken(t, owner, [...ACCESS_SCOPES], 'Everything');
    expect((await withToken(t, all.token, path)).status).toBe(404);
    expect((await withToken(t, all.token, path, { method: 'POST', json: {} })).status).toBe(404);
    await t.request(`/api/access-tokens/${all.id}`, { method: 'DELETE', cookie: owner.cookie });
  });

  it.each(['/api/access-tokens', '/api/profile', '/api/data-export', '/api/devices', '/api/agent-changes', '/api/todos'])('%s with a token and no cookie is signed out (401)', async (path) => {
    const all = await createToken(t, owner, [...ACCESS_SCOPES], 'Everything');
    expect((await withToken(t, all.token, path)).status).toBe(401);
    expect((await withToken(t, all.token, path, { method: 'POST', json: { name: 'x', scopes: ['tasks:read'] } })).status).toBe(401);
    await t.request(`/api/access-tokens/${all.id}`, { method: 'DELETE', cookie: owner.cookie });
  });
});

describe('using a token', () => {
  it('is refused with a cookie beside it, needs no Origin, and answers missing and unknown tokens in words', async () => {
    const token = await createToken(t, owner, ['tasks:write']);
    const both = await withToken(t, token.token, '/api/v1/todos', { cookie: owner.cookie });
    expect(both.status).toBe(400);
    expect(await messageOf(both)).toBe(ACCESS_MESSAGES.cookieAndToken);
    const created = await withToken(t, token.token, '/api/v1/todos', { method: 'POST', json: { title: 'No origin needed' } });
    expect(created.status).toBe(201);
    const none = await t.request('/api/v1/todos', { origin: false });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect(await messageOf(none)).toBe(ACCESS_MESSAGES.tokenMissing);
    const basic = await t.request('/api/v1/todos', { origin: false, headers: { authorization: 'Basic abc' } });
    expect(basic.status).toBe(401);
    expect(await messageOf(basic)).toBe(ACCESS_MESSAGES.tokenMissing);
    for (const wrong of ['cad_short', `cad_${'A'.repeat(43)}`, token.token.slice(0, -1) + (token.token.endsWith('A') ? 'B' : 'A')]) {
      const refused = await withToken(t, wrong, '/api/v1/todos');
      expect(refused.status).toBe(401);
      expect(await messageOf(refused)).toBe(ACCESS_MESSAGES.tokenInvalid);
    }
  });

  it('answers another person\'s ids as if they did not exist (404)', async () => {
    const other = await signedInUser(t);
    const theirs = await (await t.request('/api/todos', { cookie: other.cookie, json: { title: 'Theirs' } })).json();
    const entry = await (await t.request('/api/journal', { cookie: other.cookie, json: { content: 'Private', mood: 5 } })).json();
    const habit = await (await t.request('/api/habits', { cookie: other.cookie, json: { title: 'Their habit' } })).json();
    const token = await createToken(t, owner, [...ACCESS_SCOPES]);
    expect((await withToken(t, token.token, `/api/v1/todos/${theirs.id}`)).status).toBe(404);
    expect((await withToken(t, token.token, `/api/v1/todos/${theirs.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await withToken(t, token.token, `/api/v1/todos/${theirs.id}/complete`, { json: { completed: true } })).status).toBe(404);
    expect((await withToken(t, token.token, `/api/v1/journal/${entry.id}`)).status).toBe(404);
    expect((await withToken(t, token.token, `/api/v1/habits/${habit.id}/completions/2026-11-27`, { method: 'PUT' })).status).toBe(404);
    const [still] = await t.db.select().from(todos).where(eq(todos.id, theirs.id));
    expect(still).toMatchObject({ status: 'not_started', deletedAt: null, viaToken: null });
  });

  it('creates once for two sends with the same Idempotency-Key', async () => {
    const user = await signedInUser(t);
    const token = await createToken(t, user, ['tasks:write']);
    const send = () => withToken(t, token.token, '/api/v1/todos', { method: 'POST', json: { title: 'Only once' }, headers: { 'Idempotency-Key': 'agent-key-0001' } });
    const [first, second] = await Promise.all([send(), send()]);
    const third = await send();
    expect([first.status, second.status, third.status].filter((status) => status === 201).length).toBeGreaterThanOrEqual(2);
    const answers = await Promise.all([first, second, third].filter((r) => r.status === 201).map((r) => r.json()));
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(await t.db.select().from(todos).where(eq(todos.userId, user.id))).toHaveLength(1);
  });

  it('refuses a token past its expiry, in words', async () => {
    const user = await signedInUser(t);
    const token = await createToken(t, user, ['tasks:read'], 'Week', 7);
    expect((await withToken(t, token.token, '/api/v1/todos')).status).toBe(200);
    const then = clock.now();
    clock.advanceSeconds(7 * 24 * 3600 + 1);
    try {
      const expired = await withToken(t, token.token, '/api/v1/todos');
      expect(expired.status).toBe(401);
      expect(await messageOf(expired)).toBe(ACCESS_MESSAGES.tokenExpired);
    } finally {
      clock.set(then);
    }
  });

  it('is refused on every instance from the request after its revocation', async () => {
    const second = await secondTodosInstance(t, clock);
    try {
      const user = await signedInUser(t);
      const token = await createToken(t, user, ['tasks:read']);
      expect((await withToken(second, token.token, '/api/v1/todos')).status).toBe(200);
      expect((await t.request(`/api/access-tokens/${token.id}`, { method: 'DELETE', cookie: user.cookie })).status).toBe(204);
      const refused = await withToken(second, token.token, '/api/v1/todos');
      expect(refused.status).toBe(401);
      expect(await messageOf(refused)).toBe(ACCESS_MESSAGES.tokenInvalid);
    } finally {
      await second.closeAll();
    }
  });
});

describe('the rate limit per token', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ clock, bearer: { rateLimit: { prefix: 'access-token', limit: 10, windowSeconds: 60 } } });
  });
  afterAll(() => limited.close());

  it('lets exactly the limit through under parallel calls, answers the rest 429 with Retry-After, and leaves other tokens alone', async () => {
    const user = await signedInUser(limited);
    const busy = await createToken(limited, user, ['tasks:read'], 'Busy');
    const calm = await createToken(limited, user, ['tasks:read'], 'Calm');
    const answers = await Promise.all(Array.from({ length: 15 }, () => withToken(limited, busy.token, '/api/v1/todos')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.sort(), await answers[0]!.clone().text()).toEqual([...Array(10).fill(200), ...Array(5).fill(429)]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(5);
    for (const answer of refused) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await messageOf(answer)).toBe(ACCESS_MESSAGES.rateLimited);
    }
    expect((await withToken(limited, calm.token, '/api/v1/todos')).status).toBe(200);
    // The person's own browser is not held back by their token.
    expect((await limited.request('/api/todos', { cookie: user.cookie })).status).toBe(200);
  });
});
