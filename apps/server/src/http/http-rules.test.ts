import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@cadence/shared';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { inlineScriptHashes } from './security-headers';
import { buildUser, signIn, signUpAndVerify } from '../testing/factories';

let t: TestApp;
let cookie: string;
const user = buildUser();
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signUpAndVerify(t, user);
});
afterAll(async () => t.close());

const forbidden = { error: { code: 'FORBIDDEN', message: 'Cross-site request refused' } };

describe('same-origin rule for unsafe requests', () => {
  it('refuses a foreign Origin on a JSON POST', async () => {
    const response = await t.request('/api/auth/sign-in/email', { json: { email: user.email, password: user.password }, origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(forbidden);
  });

  it('refuses a foreign Origin on PATCH /api/profile', async () => {
    const response = await t.request('/api/profile', { method: 'PATCH', json: { fullName: 'Hacked' }, cookie, origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect((await (await t.request('/api/profile', { cookie })).json()).fullName).toBe('Ada');
  });

  it('refuses a request without Origin, and accepts Sec-Fetch-Site: same-origin instead', async () => {
    const body = { fullName: 'Ada L' };
    expect((await t.request('/api/profile', { method: 'PATCH', json: body, cookie, origin: false })).status).toBe(403);
    const sameSite = await t.request('/api/profile', { method: 'PATCH', json: body, cookie, origin: false, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(sameSite.status).toBe(200);
  });
});

describe('input rules', () => {
  it('rejects unknown fields with 400 and per-field messages', async () => {
    const response = await t.request('/api/auth/sign-up/email', { json: { ...buildUser(), isAdmin: true } });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.fields).toBeDefined();
  });

  it('rejects a weak sign-up password with the spec message', async () => {
    const response = await t.request('/api/auth/sign-up/email', { json: { ...buildUser(), password: 'abcdefgh' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'VALIDATION', message: AUTH_MESSAGES.weakSignUpPassword, fields: { password: AUTH_MESSAGES.weakSignUpPassword } },
    });
  });

  it('answers 415 for a non-JSON body, 400 for malformed JSON, 413 for a huge body', async () => {
    expect((await t.request('/api/profile', { method: 'PATCH', body: 'fullName=x', cookie, headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(415);
    const malformed = await t.request('/api/profile', { method: 'PATCH', body: '{"fullName":', cookie, headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.code).toBe('VALIDATION');
    const huge = await t.request('/api/profile', { method: 'PATCH', json: { fullName: 'x'.repeat(200_000) }, cookie });
    expect(huge.status).toBe(413);
  });

  it('treats the empty body stream browsers send with DELETE as no body', async () => {
    const created = await t.request('/api/todos', { json: { title: 'Bodiless delete' }, cookie });
    const { id } = (await created.json()) as { id: string };
    const empty = new ReadableStream({ start: (controller) => controller.close() });
    const response = await t.app.request(`${t.config.publicUrl}/api/todos/${id}`, {
      method: 'DELETE',
      body: empty,
      headers: { cookie, origin: t.config.publicOrigin },
      duplex: 'half',
    });
    expect(response.status).toBe(204);
  });

  it('answers JSON 404 for an unknown API route and hides better-auth endpoints the app does not use', async () => {
    const unknown = await t.request('/api/nope');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe('NOT_FOUND');
    expect((await t.request('/api/auth/list-sessions', { cookie })).status).toBe(404);
  });

  it('answers 401 with the sign-in message without a session', async () => {
    const response = await t.request('/api/profile');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' } });
  });
});

describe('headers and cookies', () => {
  it.each([
    ['/api/health', 200],
    ['/api/auth/get-session', 200],
    ['/api/profile', 401],
    ['/api/nope', 404],
    ['/api/todos', 401],
    ['/dev/mailbox', 200],
    ['/some/page', 503],
  ])('every kind of response carries the security headers: %s', async (path, status) => {
    const response = await t.request(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-request-id')).toBeTruthy();
    if (path.startsWith('/api/')) expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('the built web app is served with the security headers: files, and index.html for app routes', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'cadence-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Cadence</title>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    const web = await createTestApp({ database: t.database, config: { webDistDir: dist } });
    try {
      for (const [path, cache] of [['/assets/app-1234.js', 'immutable'], ['/todos', 'no-cache']] as const) {
        const response = await web.request(path);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toContain(cache);
        expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      }
      const missing = await web.request('/assets/old-chunk.js');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control')).toBe('no-store');
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('serves the build\'s .br and .gz forms as the client accepts, the same bytes once decoded (decision 012)', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'cadence-dist-'));
    mkdirSync(join(dist, 'assets'));
    const page = '<!doctype html><title>Cadence</title>'.repeat(20);
    const script = 'console.log("a chunk");'.repeat(50);
    for (const [file, text] of [['index.html', page], [join('assets', 'app-1234.js'), script]] as const) {
      writeFileSync(join(dist, file), text);
      writeFileSync(join(dist, `${file}.br`), brotliCompressSync(text));
      writeFileSync(join(dist, `${file}.gz`), gzipSync(text));
    }
    const web = await createTestApp({ database: t.database, config: { webDistDir: dist } });
    try {
      for (const [path, text] of [['/assets/app-1234.js', script], ['/journal', page]] as const) {
        const br = await web.request(path, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
        expect(br.headers.get('content-encoding')).toBe('br');
        expect(br.headers.get('vary')).toContain('Accept-Encoding');
        expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text);
        const gzip = await web.request(path, { headers: { 'accept-encoding': 'gzip' } });
        expect(gzip.headers.get('content-encoding')).toBe('gzip');
        expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(text);
        const plain = await web.request(path);
        expect(plain.headers.get('content-encoding')).toBeNull();
        expect(await plain.text()).toBe(text);
      }
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it("allows index.html's inline script by its hash and nothing else inline (decision 015)", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'cadence-dist-'));
    const script = "document.documentElement.classList.add('dark');";
    writeFileSync(join(dist, 'index.html'), `<!doctype html><script>${script}</script><title>Cadence</title>`);
    const web = await createTestApp({ database: t.database, config: { webDistDir: dist } });
    try {
      const csp = (await web.request('/todos')).headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split('; ').find((part) => part.startsWith('script-src')) ?? '';
      const hash = createHash('sha256').update(script, 'utf8').digest('base64');
      expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
      // Asked for by name, the page carries the same policy.
      expect((await web.request('/index.html')).headers.get('content-security-policy')).toBe(csp);
      // A new build served without a restart: its own script's hash, not the old one's.
      const rebuilt = "document.documentElement.classList.add('light');";
      writeFileSync(join(dist, 'index.html'), `<!doctype html><script>${rebuilt}</script><title>Cadence</title>`);
      const after = (await web.request('/todos')).headers.get('content-security-policy') ?? '';
      expect(after).toContain(`'sha256-${createHash('sha256').update(rebuilt, 'utf8').digest('base64')}'`);
      expect(after).not.toContain(hash);
      expect(inlineScriptHashes('<script src="/a.js"></script><p>no inline script</p>')).toEqual([]);
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('sets security headers and no-store on the API', async () => {
    const response = await t.request('/api/health');
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('reports readiness with the database kind', async () => {
    const body = await (await t.request('/api/ready')).json();
    expect(body).toMatchObject({ status: 'ok', database: t.database.kind });
    expect(typeof body.latencyMs).toBe('number');
  });

  it('session cookie is HttpOnly and SameSite=Lax, not Secure over http', async () => {
    const response = await signIn(t, user.email, user.password);
    const cookieLine = response.headers.getSetCookie().find((c) => c.startsWith('cadence.session_token='))!;
    expect(cookieLine).toMatch(/HttpOnly/i);
    expect(cookieLine).toMatch(/SameSite=Lax/i);
    expect(cookieLine).not.toMatch(/Secure/i);
    expect(JSON.stringify(await response.json())).not.toMatch(/token/);
  });

  it('session cookie is Secure when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ database: t.database, config: { publicUrl: 'https://cadence.example' } });
    try {
      const response = await signIn(secure, user.email, user.password);
      expect(response.status).toBe(200);
      const cookieLine = response.headers.getSetCookie().find((c) => c.includes('session_token='))!;
      expect(cookieLine).toMatch(/; Secure/i);
      expect(cookieLine).toMatch(/HttpOnly/i);
    } finally {
      await secure.close();
    }
  });

  it('falls back to a plain page when the web app is not built', async () => {
    const response = await t.request('/some/client/route');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });
});
