import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buildUser, signUpAndVerify } from '../../testing/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('profile', () => {
  it('sign-up stores the first name as full_name and an empty avatar_url', async () => {
    const cookie = await signUpAndVerify(t, buildUser({ name: 'Linus' }));
    const profile = await (await t.request('/api/profile', { cookie })).json();
    expect(profile).toMatchObject({ fullName: 'Linus', avatarUrl: '' });
    expect(new Date(profile.updatedAt).toISOString()).toBe(profile.updatedAt);
  });

  it("PATCH only ever touches the caller's own row: another user's profile stays as it was", async () => {
    const alice = buildUser({ name: 'Alice' });
    const bob = buildUser({ name: 'Bob' });
    const aliceCookie = await signUpAndVerify(t, alice);
    const bobCookie = await signUpAndVerify(t, bob);
    const aliceProfile = await (await t.request('/api/profile', { cookie: aliceCookie })).json();

    const patched = await (await t.request('/api/profile', { method: 'PATCH', json: { fullName: 'Bobby' }, cookie: bobCookie })).json();
    expect(patched.email).toBe(bob.email);

    const [aliceRow] = await t.db.select().from(profiles).where(eq(profiles.id, aliceProfile.id));
    expect(aliceRow!.fullName).toBe('Alice');
    expect((await (await t.request('/api/profile', { cookie: aliceCookie })).json()).fullName).toBe('Alice');

    // There is no id in the route; an id in the body is an unknown field.
    const withId = await t.request('/api/profile', { method: 'PATCH', json: { fullName: 'X', id: aliceProfile.id }, cookie: bobCookie });
    expect(withId.status).toBe(400);
    const [aliceAfter] = await t.db.select().from(profiles).where(eq(profiles.id, aliceProfile.id));
    expect(aliceAfter!.fullName).toBe('Alice');
    const [bobAfter] = await t.db.select().from(profiles).where(eq(profiles.id, patched.id));
    expect(bobAfter!.fullName).toBe('Bobby');
  });

  it('refuses a blank full name', async () => {
    const cookie = await signUpAndVerify(t, buildUser());
    const response = await t.request('/api/profile', { method: 'PATCH', json: { fullName: '   ' }, cookie });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.fullName).toBe('Full name is required');
  });
});
