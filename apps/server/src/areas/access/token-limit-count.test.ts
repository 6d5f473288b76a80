import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createToken, signedInUser, withToken } from '../../testing/access-kit';
import { INITIALIZE, postMcp } from '../../testing/mcp-kit';

// docs/product/access.md "Rate limit": each request with a token counts once, on a list's bare path
// (/api/v1/todos) as on /mcp; the bearer check mounted twice on the same request counted it twice.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ bearer: { rateLimit: { prefix: 'count-once', limit: 3, windowSeconds: 60 } } });
});
afterAll(() => t.close());

it('a request with a token counts once against its limit, on the API and on /mcp', async () => {
  const owner = await signedInUser(t);
  const api = await createToken(t, owner, ['tasks:read']);
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) statuses.push((await withToken(t, api.token, '/api/v1/todos')).status);
  expect(statuses).toEqual([200, 200, 200, 429]);
  const mcp = await createToken(t, owner, ['tasks:read']);
  const answers: number[] = [];
  for (let i = 0; i < 4; i += 1) answers.push((await postMcp(t, INITIALIZE, { token: mcp.token })).status);
  expect(answers).toEqual([200, 200, 200, 429]);
});
