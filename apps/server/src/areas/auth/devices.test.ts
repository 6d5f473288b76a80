import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_MESSAGES } from '@cadence/shared';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createTestClock } from '../../testing/test-clock';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import { buildUser, cookieHeader, signIn, signUpAndVerify, type UserInput } from '../../testing/factories';

// docs/product/accounts.md "Signed-in devices" (issue 18 §12): the person's sessions in words, 'Sign out'
// per device and 'Sign out everywhere else'.

const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

async function signedInOn(app: TestApp, user: UserInput, userAgent: string, from?: { remoteAddress?: string; headers?: Record<string, string> }): Promise<string> {
  const response = await signIn(app, user.email, user.password, { 'user-agent': userAgent, ...from?.headers }, from?.remoteAddress);
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return cookieHeader(response);
}

/** A confirmed person signed in on a Mac, an iPhone and a Windows PC. */
async function personOnThreeDevices(app: TestApp) {
  const user = buildUser();
  await signUpAndVerify(app, user);
  const mac = await signedInOn(app, user, MAC_CHROME);
  const phone = await signedInOn(app, user, IPHONE_SAFARI);
  const pc = await signedInOn(app, user, WINDOWS_FIREFOX);
  return { user, mac, phone, pc };
}

const devicesOf = async (app: TestApp, cookie: string) => (await app.request('/api/devices', { cookie })).json();
const profileStatus = async (app: TestApp, cookie: string) => (await app.request('/api/profile', { cookie })).status;

describe('the signed-in devices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('lists each session as a browser on a system, this device first and marked, with no token, address or user agent', async () => {
    const { mac } = await personOnThreeDevices(t);
    const devices = await devicesOf(t, mac);
    // The confirmation link signed in too: four sessions.
    expect(devices).toHaveLength(4);
    expect(devices[0]).toMatchObject({ browser: 'Chrome', os: 'macOS', current: true });
    expect(devices.filter((d: { current: boolean }) => d.current)).toHaveLength(1);
    expect(devices.map((d: { browser: string; os: string }) => `${d.browser} on ${d.os}`)).toEqual(expect.arrayContaining(['Safari on iPhone', 'Firefox on Windows']));
    for (const device of devices) expect(Object.keys(device).sort()).toEqual(['browser', 'createdAt', 'current', 'id', 'lastActiveAt', 'network', 'os']);
    expect(JSON.stringify(devices)).not.toMatch(/token|Mozilla|127\.0\.0\.1/);
  });

  it('names the network each device signed in from, never its address (docs/product/accounts.md "Signed-in devices")', async () => {
    const user = buildUser();
    const first = await signUpAndVerify(t, user); // the confirmation link, opened on this machine
    await signedInOn(t, user, MAC_CHROME, { remoteAddress: '203.0.113.77' });
    await signedInOn(t, user, IPHONE_SAFARI, { remoteAddress: '192.168.1.20' });
    // A client cannot name its own socket, nor, without TRUST_PROXY, its forwarded address.
    await signedInOn(t, user, WINDOWS_FIREFOX, { remoteAddress: '2001:db8:1234:5678::9', headers: { 'x-cadence-client-socket': '10.0.0.1', 'x-forwarded-for': '100.64.0.1' } });
    const devices: Array<{ browser: string; network: string | null }> = await devicesOf(t, first);
    expect(Object.fromEntries(devices.map((d) => [d.browser, d.network]))).toEqual({
      'Unknown browser': 'This computer',
      Chrome: '203.0.113.x',
      Safari: 'Local network',
      Firefox: '2001:db8:1234::/48',
    });
    const stored = await t.db.select({ network: sessions.network, ipAddress: sessions.ipAddress }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(users.email, user.email));
    const everything = JSON.stringify({ devices, stored });
    for (const address of ['203.0.113.77', '192.168.1.20', '2001:db8:1234:5678', '127.0.0.1', '10.0.0.1']) expect(everything).not.toContain(address);
  });

  it('behind a trusted proxy, the network is the first X-Forwarded-For hop\'s', async () => {
    const proxied = await createTestApp({ database: t.database, config: { trustProxy: true } });
    try {
      const user = buildUser();
      const first = await signUpAndVerify(proxied, user);
      await signedInOn(proxied, user, MAC_CHROME, { remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '198.51.100.23, 10.0.0.2' } });
      await signedInOn(proxied, user, IPHONE_SAFARI, { remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '[2001:db8:aa::1]:443' } });
      const devices: Array<{ browser: string; network: string | null }> = await devicesOf(proxied, first);
      expect(devices.find((d) => d.browser === 'Chrome')?.network).toBe('198.51.100.x');
      expect(devices.find((d) => d.browser === 'Safari')?.network).toBe('2001:db8:aa::/48');
      const stored = await proxied.db.select({ network: sessions.network, ipAddress: sessions.ipAddress }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(users.email, user.email));
      expect(stored.map((row) => row.ipAddress ?? '')).toEqual(['', '', '']);
      expect(JSON.stringify({ devices, stored })).not.toMatch(/198\.51\.100\.23|2001:db8:aa::1/);
    } finally {
      await proxied.close();
    }
  });

  it("'Sign out' ends that device's session at once; this device, another person's or an unknown one are refused in words", async () => {
    const { mac, phone } = await personOnThreeDevices(t);
    expect(await profileStatus(t, phone)).toBe(200); // the phone's session is now cached
    const devices = await devicesOf(t, mac);
    const iphone = devices.find((d: { os: string }) => d.os === 'iPhone');
    expect((await t.request(`/api/devices/${iphone.id}`, { method: 'DELETE', cookie: mac })).status).toBe(204);
    expect(await profileStatus(t, phone)).toBe(401);
    expect((await devicesOf(t, mac)).map((d: { id: string }) => d.id)).not.toContain(iphone.id);

    const self = devices.find((d: { current: boolean }) => d.current);
    const own = await t.request(`/api/devices/${self.id}`, { method: 'DELETE', cookie: mac });
    expect(own.status).toBe(400);
    expect((await own.json()).error.message).toBe(DEVICE_MESSAGES.thisDevice);
    const stranger = await personOnThreeDevices(t);
    const theirs = await t.request(`/api/devices/${self.id}`, { method: 'DELETE', cookie: stranger.mac });
    expect(theirs.status).toBe(404);
    expect((await theirs.json()).error.message).toBe(DEVICE_MESSAGES.notFound);
    expect(await profileStatus(t, mac)).toBe(200);
    expect((await t.request('/api/devices/no-such-session', { method: 'DELETE', cookie: mac })).status).toBe(404);
    expect((await t.request('/api/devices')).status).toBe(401);
  });

  it("'Sign out everywhere else' ends every other session and keeps this one", async () => {
    const { mac, phone, pc } = await personOnThreeDevices(t);
    const other = await personOnThreeDevices(t);
    for (const cookie of [phone, pc]) expect(await profileStatus(t, cookie)).toBe(200);
    const answer = await t.request('/api/other-devices', { method: 'DELETE', cookie: mac });
    expect(await answer.json()).toEqual({ signedOut: 3 });
    for (const cookie of [phone, pc]) expect(await profileStatus(t, cookie)).toBe(401);
    expect(await profileStatus(t, mac)).toBe(200);
    expect(await devicesOf(t, mac)).toHaveLength(1);
    expect(await (await t.request('/api/other-devices', { method: 'DELETE', cookie: mac })).json()).toEqual({ signedOut: 0 });
    // Another person's devices are untouched.
    expect(await profileStatus(t, other.phone)).toBe(200);
  });

  it("'last active' follows the device's requests, to within five minutes", async () => {
    const clock = createTestClock();
    const timed = await createTestApp({ clock, database: t.database });
    try {
      const { mac, phone } = await personOnThreeDevices(timed);
      const phoneRow = async () => (await devicesOf(timed, mac)).find((d: { os: string }) => d.os === 'iPhone');
      await profileStatus(timed, phone);
      const first = (await phoneRow()).lastActiveAt;
      clock.advanceSeconds(2 * 60);
      await profileStatus(timed, phone);
      expect((await phoneRow()).lastActiveAt).toBe(first);
      clock.advanceSeconds(4 * 60);
      // The session cache (a minute at most) has let go of the session by now: the next request reads and moves it.
      await profileStatus(timed, phone);
      expect(Date.parse((await phoneRow()).lastActiveAt)).toBe(clock.now().getTime());
    } finally {
      await timed.close();
    }
  });

  it('refuses a body on the sign-outs (docs/architecture.md "API conventions")', async () => {
    const { mac } = await personOnThreeDevices(t);
    expect((await t.request('/api/other-devices', { method: 'DELETE', json: { all: true }, cookie: mac })).status).toBe(400);
  });
});

async function within(ms: number, check: () => Promise<boolean>): Promise<void> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('on two instances of one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ database: a.database });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it("a device signed out on B is refused on A within a second, though A had its session cached", async () => {
    const { mac, phone, pc } = await personOnThreeDevices(a);
    for (const cookie of [phone, pc]) expect(await profileStatus(a, cookie)).toBe(200);
    const iphone = (await devicesOf(b, mac)).find((d: { os: string }) => d.os === 'iPhone');
    expect((await b.request(`/api/devices/${iphone.id}`, { method: 'DELETE', cookie: mac })).status).toBe(204);
    await within(1_000, async () => (await profileStatus(a, phone)) === 401);
    expect((await b.request('/api/other-devices', { method: 'DELETE', cookie: mac })).status).toBe(200);
    await within(1_000, async () => (await profileStatus(a, pc)) === 401);
    expect(await profileStatus(a, mac)).toBe(200);
  });

  it('a time zone chosen on B counts on A at once, though A had the session cached (docs/product/accounts.md "Preferences")', async () => {
    const { mac } = await personOnThreeDevices(a);
    expect(await profileStatus(a, mac)).toBe(200);
    expect((await b.request('/api/profile/preferences', { method: 'PATCH', json: { timeZone: 'Pacific/Kiritimati' }, cookie: mac })).status).toBe(200);
    // A's cached session must carry the new zone: the dashboard's today is read in it.
    const todayOn = async (app: TestApp) => (await (await app.request('/api/dashboard', { cookie: mac, headers: { 'X-Timezone': 'Pacific/Honolulu' } })).json()).today;
    await within(1_000, async () => (await todayOn(a)) === (await todayOn(b)));
  });
});
