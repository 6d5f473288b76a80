import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { signedInUser } from '../../testing/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { supportEmail: 'help@example.com' } });
});
afterAll(async () => t.close());

describe('GET /api/help', () => {
  it('answers the configured support address to a signed-in user', async () => {
    const { cookie } = await signedInUser(t);
    const response = await t.request('/api/help', { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ supportEmail: 'help@example.com' });
  });

  it('needs a session', async () => {
    expect((await t.request('/api/help')).status).toBe(401);
  });
});
