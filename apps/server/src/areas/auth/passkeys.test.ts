import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, PASSKEY_MESSAGES } from '@cadence/shared';
import { accounts, passkeys, users } from '../../db/schema';
import { RATE_LIMIT_RULES } from '../../rate-limit/rate-limit-rules';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buildUser, cookieHeader, randomClientAddress, signedInUser, signUpAndVerify } from '../../testing/factories';
import { addPasskey, authenticatorFor, finishSignIn, passkeySignUp, registrationResponse, signInResponse, signInWithPasskey } from '../../testing/passkeys-kit';
import { createTestClock } from '../../testing/test-clock';
import { CHALLENGES_PER_CLIENT } from './passkeys.service';

// docs/product/accounts.md "Passkeys" (issue 23 §1): adding, naming and removing passkeys, signing in
// with one, and signing up without a password; answered by a software authenticator.

const LINUX_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const errorOf = async (response: { json(): Promise<{ error: { message: string } }> }) => (await response.json()).error.message;
const list = async (cookie: string) => (await t.request('/api/passkeys', { cookie })).json();

describe('a signed-in person’s passkeys', () => {
  it('adds a passkey named after the browser and system, lists it with when it was added, never used', async () => {
    const user = await signedInUser(t);
    const authenticator = authenticatorFor(t);
    const added = await addPasskey(t, user.cookie, authenticator, { userAgent: LINUX_CHROME });
    expect(added.status).toBe(201);
    const passkey = await added.json();
    expect(passkey).toEqual({ id: expect.any(String), name: 'Chrome on Linux', createdAt: expect.any(String), lastUsedAt: null });
    expect(await list(user.cookie)).toEqual([passkey]);
    // The list says nothing of the key or the credential.
    expect(Object.keys(passkey).sort()).toEqual(['createdAt', 'id', 'lastUsedAt', 'name']);
    const named = await addPasskey(t, user.cookie, authenticatorFor(t), { name: '  Work laptop ' });
    expect((await named.json()).name).toBe('Work laptop');
    expect(await list(user.cookie)).toHaveLength(2);
  });

  it('renames and removes one; another person’s passkey or an unknown id is 404', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const first = await (await addPasskey(t, user.cookie, authenticatorFor(t))).json();
    const second = await (await addPasskey(t, user.cookie, authenticatorFor(t))).json();
    const renamed = await t.request(`/api/passkeys/${first.id}`, { method: 'PATCH', json: { name: 'Phone' }, cookie: user.cookie });
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).name).toBe('Phone');

    for (const [method, json] of [['PATCH', { name: 'Mine now' }], ['DELETE', undefined]] as const) {
      const theirs = await t.request(`/api/passkeys/${first.id}`, { method, json, cookie: other.cookie });
      expect(theirs.status).toBe(404);
      expect(await errorOf(theirs)).toBe(PASSKEY_MESSAGES.notFound);
      expect((await t.request('/api/passkeys/no-such-passkey', { method, json, cookie: user.cookie })).status).toBe(404);
    }
    expect((await t.request(`/api/passkeys/${second.id}`, { method: 'DELETE', cookie: user.cookie })).status).toBe(204);
    expect((await list(user.cookie)).map((p: { name: string }) => p.name)).toEqual(['Phone']);
    expect(await list(other.cookie)).toEqual([]);
    expect((await t.request('/api/passkeys')).status).toBe(401);
  });

  it('refuses a bad name, a malformed answer and extra fields with 400 in words, never 500', async () => {
    const user = await signedInUser(t);
    const response = await registrationResponse(t, user.cookie, authenticatorFor(t));
    const bodies: unknown[] = [
      {},
      { response: {} },
      { response: 'x' },
      { name: '', response },
      { name: 'x'.repeat(61), response },
      { name: 'a\u0000b', response },
      { response, admin: true },
      { response: { ...response, response: { ...response.response, clientDataJSON: 'not base64url!' } } },
      { response: { ...response, response: { ...response.response, clientDataJSON: Buffer.from('not json').toString('base64url') } } },
      { response: { ...response, response: { ...response.response, attestationObject: 'AAAA' } } },
      { response: { ...response, type: 'password' } },
      [],
      null,
    ];
    for (const json of bodies) {
      const answer = await t.request('/api/passkeys', { json, cookie: user.cookie });
      expect(answer.status, JSON.stringify(json)?.slice(0, 80)).toBe(400);
      expect(typeof (await errorOf(answer))).toBe('string');
    }
    expect((await t.request('/api/passkeys/x', { method: 'PATCH', json: { name: 12 }, cookie: user.cookie })).status).toBe(400);
    expect((await t.request('/api/passkey-options', { json: { x: 1 }, cookie: user.cookie })).status).toBe(400);
    for (const json of [{}, { response: {} }, { response: 'x' }, null, { response: { id: 'a', rawId: 'a', type: 'public-key', response: {}, clientExtensionResults: {} } }]) {
      expect((await t.request('/api/auth/passkey/sign-in', { json, remoteAddress: randomClientAddress() })).status).toBe(400);
    }
    expect((await t.request('/api/auth/passkey/sign-up', { json: { name: 'Ada', email: 'nope' } })).status).toBe(400);
  });

  it('refuses a challenge used twice, one begun by another person, and one older than five minutes', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const authenticator = authenticatorFor(t);
    const response = await registrationResponse(t, user.cookie, authenticator);
    expect((await t.request('/api/passkeys', { json: { response }, cookie: user.cookie })).status).toBe(201);
    const replay = await t.request('/api/passkeys', { json: { response }, cookie: user.cookie });
    expect(replay.status).toBe(400);
    expect(await errorOf(replay)).toBe(PASSKEY_MESSAGES.ceremonyExpired);

    const theirs = await registrationResponse(t, other.cookie, authenticatorFor(t));
    expect((await t.request('/api/passkeys', { json: { response: theirs }, cookie: user.cookie })).status).toBe(400);
    expect(await list(user.cookie)).toHaveLength(1);

    const late = await registrationResponse(t, user.cookie, authenticatorFor(t));
    clock.advanceSeconds(5 * 60);
    const expired = await t.request('/api/passkeys', { json: { response: late }, cookie: user.cookie });
    expect(expired.status).toBe(400);
    expect(await errorOf(expired)).toBe(PASSKEY_MESSAGES.ceremonyExpired);
  });

  it('refuses a passkey made for another origin or another relying party, or without the device verifying the person', async () => {
    const user = await signedInUser(t);
    for (const bend of [{ origin: 'https://evil.example' }, { rpID: 'evil.example' }, { notVerified: true }]) {
      const response = await registrationResponse(t, user.cookie, authenticatorFor(t), bend);
      const answer = await t.request('/api/passkeys', { json: { response }, cookie: user.cookie });
      expect(answer.status, JSON.stringify(bend)).toBe(400);
      expect(await errorOf(answer)).toBe(PASSKEY_MESSAGES.notVerified);
    }
    expect(await list(user.cookie)).toEqual([]);
  });

  it('never removes the last passkey of an account without a password; with a password it may go', async () => {
    const person = { name: 'Grace', email: buildUser().email };
    await passkeySignUp(t, person);
    const confirm = await t.outbox.link(person.email, 'Confirm');
    const cookie = cookieHeader(await t.request(`/api/auth/verify-email?token=${encodeURIComponent(confirm.searchParams.get('token')!)}`));
    expect((await addPasskey(t, cookie, authenticatorFor(t))).status).toBe(201);
    const [only] = await list(cookie);
    const refused = await t.request(`/api/passkeys/${only.id}`, { method: 'DELETE', cookie });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe(PASSKEY_MESSAGES.lastPasskeyWithoutPassword);
    // With a second passkey, either may go, but not both at once (removals take turns).
    await addPasskey(t, cookie, authenticatorFor(t));
    const ids = (await list(cookie)).map((p: { id: string }) => p.id);
    const statuses = (await Promise.all(ids.map((id: string) => t.request(`/api/passkeys/${id}`, { method: 'DELETE', cookie })))).map((r) => r.status).sort();
    expect(statuses).toEqual([204, 409]);
    expect(await list(cookie)).toHaveLength(1);

    const withPassword = await signedInUser(t);
    const passkey = await (await addPasskey(t, withPassword.cookie, authenticatorFor(t))).json();
    expect((await t.request(`/api/passkeys/${passkey.id}`, { method: 'DELETE', cookie: withPassword.cookie })).status).toBe(204);
  });

  it('refuses a passkey already added (to anyone) with 409', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const authenticator = authenticatorFor(t);
    const { id } = await registrationResponse(t, user.cookie, authenticator).then(async (response) => {
      expect((await t.request('/api/passkeys', { json: { response }, cookie: user.cookie })).status).toBe(201);
      return response;
    });
    for (const cookie of [user.cookie, other.cookie]) {
      const again = await registrationResponse(t, cookie, authenticator, { reuse: id });
      const answer = await t.request('/api/passkeys', { json: { response: again }, cookie });
      expect(answer.status).toBe(409);
      expect(await errorOf(answer)).toBe(PASSKEY_MESSAGES.alreadyAdded);
    }
    expect(await list(other.cookie)).toEqual([]);
  });
});

describe('security e-mails (docs/product/accounts.md "Security e-mails")', () => {
  it('a passkey added and a passkey removed each send one, naming it; a refused removal sends none', async () => {
    const fields = buildUser();
    const user = { email: fields.email.toLowerCase(), cookie: await signUpAndVerify(t, fields) };
    const mine = async () => (await t.outbox.messages()).filter((mail) => mail.to.toLowerCase() === user.email);
    const subjects = async () => (await mine()).map((mail) => mail.subject);
    const passkey = await (await addPasskey(t, user.cookie, authenticatorFor(t), { name: 'Work laptop' })).json();
    expect((await subjects()).filter((subject) => subject.startsWith('A passkey was added'))).toHaveLength(1);
    const added = (await mine()).find((mail) => mail.subject.startsWith('A passkey was added'));
    expect(added?.text).toContain('Work laptop');
    expect(added?.text).toContain('/profile#devices');
    expect((await t.request('/api/passkeys/no-such-passkey', { method: 'DELETE', cookie: user.cookie })).status).toBe(404);
    expect((await subjects()).filter((subject) => subject.startsWith('A passkey was removed'))).toHaveLength(0);
    expect((await t.request(`/api/passkeys/${passkey.id}`, { method: 'DELETE', cookie: user.cookie })).status).toBe(204);
    expect((await subjects()).filter((subject) => subject.startsWith('A passkey was removed'))).toHaveLength(1);
  });
});

describe('signing in with a passkey', () => {
  async function personWithPasskey() {
    const user = buildUser();
    const cookie = await signUpAndVerify(t, user);
    const authenticator = authenticatorFor(t);
    expect((await addPasskey(t, cookie, authenticator)).status).toBe(201);
    return { user, cookie, authenticator };
  }

  it('makes a normal session: listed among the devices, revocable, and the passkey’s last use moves', async () => {
    const { cookie, authenticator } = await personWithPasskey();
    const answer = await signInWithPasskey(t, authenticator, { userAgent: LINUX_CHROME });
    expect(answer.status).toBe(200);
    expect(JSON.stringify(await answer.json())).not.toMatch(/token/i);
    const passkeyCookie = cookieHeader(answer);
    expect((await t.request('/api/profile', { cookie: passkeyCookie })).status).toBe(200);
    const devices = await (await t.request('/api/devices', { cookie })).json();
    const linux = devices.find((d: { os: string }) => d.os === 'Linux');
    expect(linux).toMatchObject({ browser: 'Chrome', current: false });
    expect((await list(cookie))[0].lastUsedAt).toBe(clock.now().toISOString());
    expect((await t.request(`/api/devices/${linux.id}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect((await t.request('/api/profile', { cookie: passkeyCookie })).status).toBe(401);
  });

  it('refuses an answer used twice, a counter that did not move, another origin or relying party, an unknown passkey', async () => {
    const { authenticator } = await personWithPasskey();
    const response = await signInResponse(t, authenticator);
    expect((await finishSignIn(t, response)).status).toBe(200);
    const replay = await finishSignIn(t, response);
    expect(replay.status).toBe(400);
    expect(await errorOf(replay)).toBe(PASSKEY_MESSAGES.ceremonyExpired);

    const stale = await finishSignIn(t, await signInResponse(t, authenticator, { counter: 1 }));
    expect(stale.status).toBe(401);
    expect(await errorOf(stale)).toBe(PASSKEY_MESSAGES.notVerified);
    for (const bend of [{ origin: 'https://evil.example' }, { rpID: 'evil.example' }, { notVerified: true }]) {
      expect((await finishSignIn(t, await signInResponse(t, authenticator, bend))).status, JSON.stringify(bend)).toBe(401);
    }
    const stranger = authenticatorFor(t);
    stranger.register({ challenge: 'AAAA', rp: { name: 'x' }, user: { id: 'AA', name: 'x', displayName: 'x' }, pubKeyCredParams: [] });
    const unknown = await finishSignIn(t, await signInResponse(t, stranger));
    expect(unknown.status).toBe(401);
    expect(await errorOf(unknown)).toBe(PASSKEY_MESSAGES.unknownPasskey);
    // A counter that moves is fine.
    expect((await signInWithPasskey(t, authenticator)).status).toBe(200);
  });

  it('expires a sign-in ceremony after five minutes', async () => {
    const { authenticator } = await personWithPasskey();
    const response = await signInResponse(t, authenticator);
    clock.advanceSeconds(5 * 60 + 1);
    expect((await finishSignIn(t, response)).status).toBe(400);
  });

  it('counts attempts like passwords: per passkey and client address, then per client address across accounts', async () => {
    const { authenticator } = await personWithPasskey();
    const { signInPerAccountAndClient: perPair, signInPerClient: perClient } = RATE_LIMIT_RULES;
    const from = randomClientAddress();
    const wrong = async (who = authenticator) => (await finishSignIn(t, await signInResponse(t, who, { origin: 'https://evil.example' }), { remoteAddress: from })).status;
    for (let i = 0; i < perPair.limit; i++) expect(await wrong()).toBe(401);
    const refused = await finishSignIn(t, await signInResponse(t, authenticator), { remoteAddress: from });
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toBe(AUTH_MESSAGES.tooManySignIns);
    // Other passkeys from the same address count towards its cap across accounts.
    const others = await Promise.all(Array.from({ length: 4 }, () => personWithPasskey()));
    const codes: number[] = [];
    for (let i = perPair.limit; i < perClient.limit + 1; i++) codes.push(await wrong(others[i % 4]!.authenticator));
    expect(codes.at(-1)).toBe(429);
    // From elsewhere the owner still gets in.
    expect((await signInWithPasskey(t, authenticator)).status).toBe(200);
  });

  it('caps the ceremonies one client address may begin', async () => {
    const from = randomClientAddress();
    const begin = () => t.request('/api/auth/passkey/sign-in-options', { json: {}, remoteAddress: from });
    for (let i = 0; i < CHALLENGES_PER_CLIENT.limit; i++) expect((await begin()).status).toBe(200);
    const refused = await begin();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.request('/api/auth/passkey/sign-in-options', { json: {}, remoteAddress: randomClientAddress() })).status).toBe(200);
  });

  it('is not served by better-auth directly: only our front makes a passkey session', async () => {
    const user = await signedInUser(t);
    for (const path of ['/api/auth/cadence-passkey/session', '/api/auth/cadence-passkey/sign-up']) {
      expect((await t.request(path, { json: { userId: user.id } })).status).toBe(404);
    }
  });

  it('begins on one instance and finishes on another with the same PUBLIC_URL', async () => {
    const b = await createTestApp({ database: t.database, clock });
    try {
      const { cookie, authenticator } = await personWithPasskey();
      // Adding: options from A, answer to B.
      const response = await registrationResponse(t, cookie, authenticatorFor(t));
      expect((await b.request('/api/passkeys', { json: { response }, cookie })).status).toBe(201);
      // Signing in: options from B, answer to A.
      const signIn = await signInResponse(b, authenticator);
      expect((await finishSignIn(t, signIn)).status).toBe(200);
      expect((await finishSignIn(b, signIn)).status).toBe(400);
    } finally {
      await b.close();
    }
  });
});

describe('signing up with a passkey instead of a password', () => {
  it('makes an unconfirmed account with no password and no passkey; the link signs in, then the passkey is made', async () => {
    const person = { name: 'Lin', email: buildUser().email };
    const answer = await passkeySignUp(t, person);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: true, message: AUTH_MESSAGES.signUpSuccess });
    const [user] = await t.db.select().from(users).where(eq(users.email, person.email));
    expect(user).toMatchObject({ name: 'Lin', emailVerified: false });
    expect(await t.db.select().from(accounts).where(eq(accounts.userId, user!.id))).toEqual([]);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, user!.id))).toEqual([]);

    // The link says the passkey comes next; a password sign-up's does not.
    const link = await t.outbox.link(person.email, 'Confirm');
    expect(link.searchParams.get('next')).toBe('passkey');
    const confirmed = await t.request(`/api/auth/verify-email?token=${encodeURIComponent(link.searchParams.get('token')!)}`);
    expect(confirmed.status).toBe(200);
    const cookie = cookieHeader(confirmed);
    expect((await (await t.request('/api/profile', { cookie })).json()).email).toBe(person.email);

    // Signed in by the link, the person makes the passkey, which then signs in.
    const authenticator = authenticatorFor(t);
    expect((await addPasskey(t, cookie, authenticator)).status).toBe(201);
    const signedIn = await signInWithPasskey(t, authenticator);
    expect(signedIn.status).toBe(200);
    expect((await (await t.request('/api/profile', { cookie: cookieHeader(signedIn) })).json()).email).toBe(person.email);
  });

  it('a password sign-up\'s link does not ask for a passkey', async () => {
    const fields = buildUser();
    await signUpAndVerify(t, fields);
    expect((await t.outbox.link(fields.email, 'Confirm')).searchParams.get('next')).toBeNull();
  });

  it('answers the same for a known address, e-mails its owner, and changes nothing of their account', async () => {
    const owner = buildUser();
    await signUpAndVerify(t, owner);
    const answer = await passkeySignUp(t, { name: 'Mallory', email: owner.email });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: true, message: AUTH_MESSAGES.signUpSuccess });
    expect((await t.outbox.latest(owner.email, 'already have')).subject).toMatch(/already have/);
    const [user] = await t.db.select().from(users).where(eq(users.email, owner.email));
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, user!.id))).toEqual([]);
    expect(user!.name).toBe('Ada');
  });

  it('leaves a stranger nothing to use: an address they do not hold gets an account only its owner can open', async () => {
    // The stranger signs up with the victim's address: no passkey of theirs is kept anywhere, and the
    // only way in is the link in the victim's inbox (issue 23 §1; accounts.md "Passkeys").
    const victim = buildUser().email;
    expect((await passkeySignUp(t, { name: 'Eve', email: victim })).status).toBe(200);
    const [account] = await t.db.select().from(users).where(eq(users.email, victim.toLowerCase()));
    expect(account).toMatchObject({ emailVerified: false });
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, account!.id))).toEqual([]);
    // No ceremony for a sign-up exists any more: nothing the stranger's device made can be attached.
    expect((await t.request('/api/auth/passkey/sign-up-options', { json: { name: 'Eve', email: victim } })).status).toBe(404);
  });

  it('bad input is 400 in words, never 500', async () => {
    for (const body of [{}, { name: '', email: buildUser().email }, { name: 'Eve', email: 'not-an-address' }, { name: 'Eve', email: buildUser().email, password: 'x' }]) {
      const response = await t.request('/api/auth/passkey/sign-up', { json: body, remoteAddress: randomClientAddress() });
      expect(response.status).toBe(400);
      expect(typeof (await errorOf(response))).toBe('string');
    }
  });
});
