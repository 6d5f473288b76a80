#!/usr/bin/env node
// Replays, from outside, the reproductions of the security review (issue 6) against a running app
// and prints each one's answer today. Usage: node scripts/probe-security.mjs [http://localhost:3000] [--token]
// It signs up throwaway accounts; run it against a development or scratch database only.
// The token mode (issue 26, docs/product/access.md) runs last, or alone with --token: the area probes
// again with `Authorization: Bearer <token>` in place of the cookie, and the attacks on tokens.
import { request } from 'node:http';

const args = process.argv.slice(2);
const tokenOnly = args.includes('--token');
const base = new URL(args.find((arg) => !arg.startsWith('--')) ?? 'http://localhost:3000');
const origin = base.origin;
const json = { 'content-type': 'application/json', origin };

async function call(method, path, { body, headers = {} } = {}) {
  const res = await fetch(new URL(path, base), {
    method,
    headers: { ...json, ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text: text.slice(0, 160).replace(/\s+/g, ' ') };
}

function show(label, answer) {
  console.log(`${label}\n    → ${answer}`);
}

async function signedInCookie() {
  const email = `probe-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const password = 'Probe-password-42!';
  await call('POST', '/api/auth/sign-up/email', { body: { email, password, name: 'Probe' } });
  // A new account confirms its address through the link in the dev mailbox (loopback only).
  let token;
  for (let attempt = 0; attempt < 40 && !token; attempt += 1) {
    const { messages = [] } = await (await fetch(new URL('/api/dev/mailbox', base))).json().catch(() => ({}));
    const mail = messages.find((message) => message.to.includes(email) && message.text.includes('type=signup'));
    token = mail && new URL(mail.text.match(/https?:\/\/\S+type=signup\S*/)[0]).searchParams.get('token');
    if (!token) await new Promise((resolve) => setTimeout(resolve, 150));
  }
  if (token) await call('GET', `/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  const res = await fetch(new URL('/api/auth/sign-in/email', base), { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  return { email, password, cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), status: res.status };
}

/** fetch() does not send a Host header of its own choosing; node:http does. */
function rawGet(path, headers) {
  return new Promise((resolve, reject) => {
    request(new URL(path, base), { headers }, (res) => {
      res.resume();
      resolve(res.statusCode);
    }).on('error', reject).end();
  });
}

function rawPost413() {
  return new Promise((resolve, reject) => {
    const body = Buffer.alloc(200_000, 'a');
    const req = request(new URL('/api/todos', base), { method: 'POST', headers: { ...json, 'content-length': body.length } }, (res) => {
      res.resume();
      resolve(`${res.statusCode}, Connection: ${res.headers.connection}`);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const user = await signedInCookie();
show('sign-in of a fresh probe account', String(user.status));
const auth = { cookie: user.cookie };

if (!tokenOnly) {
  show('1. anonymous GET /api/dev/mailbox through a proxy (X-Forwarded-For)', (await call('GET', '/api/dev/mailbox', { headers: { 'x-forwarded-for': '203.0.113.9' } })).status);
  show('1. GET /api/dev/mailbox with a foreign Host', await rawGet('/api/dev/mailbox', { host: 'evil.example' }));

  const wrong = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/api/auth/sign-in/email', { body: { email: user.email, password: 'wrong-password-1' } })));
  const tally = wrong.reduce((t, r) => { const key = `${r.status} ${JSON.parse(r.text || "{}").error?.code ?? ""}`.trim(); return { ...t, [key]: (t[key] ?? 0) + 1 }; }, {});
  show('2. 20 parallel wrong passwords for one account', JSON.stringify(tally));

  for (const [label, method, path, body, headers] of [
    ['3. POST /api/todos title with NUL', 'POST', '/api/todos', { title: 'a\u0000b' }, auth],
    ['3. POST /api/todos description with NUL', 'POST', '/api/todos', { title: 'ok', description: 'a\u0000b' }, auth],
    ['3. PATCH /api/profile fullName with NUL', 'PATCH', '/api/profile', { fullName: 'a\u0000b' }, auth],
    ['3. anonymous sign-in with NUL in the e-mail', 'POST', '/api/auth/sign-in/email', { email: 'a\u0000@example.com', password: 'x' }, {}],
    ['3. reset-password with a NUL token', 'POST', '/api/auth/reset-password', { token: '\u0000', newPassword: 'Another-pass-42!' }, {}],
    ['7 §1. PATCH /api/profile with an empty body', 'PATCH', '/api/profile', '', auth],
    ['7 §1. PATCH /api/profile with []', 'PATCH', '/api/profile', '[]', auth],
    ['10. change-password to aaaaaaaa', 'POST', '/api/auth/change-password', { currentPassword: user.password, newPassword: 'aaaaaaaa' }, auth],
  ]) {
    const r = await call(method, path, { body, headers });
    show(label, `${r.status} ${r.text}`);
  }
  const reset = await call('GET', '/api/account/reset-token?token=%00');
  show('3. GET /api/account/reset-token?token=%00', `${reset.status} ${reset.text}`);

  show('12. a 200 KB body', await rawPost413());
  for (const path of ['/favicon.ico', '/robots.txt', '/.env', '/assets/index.js.map']) {
    const r = await call('GET', path, { headers: { accept: '*/*' } });
    show(`Also: GET ${path}`, `${r.status} ${r.headers.get('content-type') ?? ''}`);
  }
  const hsts = await call('GET', '/api/health');
  show('Also: security headers on /api/health', `CSP ${hsts.headers.get('content-security-policy') ? 'set' : 'missing'}, HSTS ${hsts.headers.get('strict-transport-security') ?? 'none (http)'}`);
}

// --- Token mode (issue 26): the same areas with a personal access token instead of the cookie. ---

/** A request as a program sends it: the token, no cookie, no Origin (unless given). */
async function bearer(method, path, token, { body, headers = {} } = {}) {
  const res = await fetch(new URL(path, base), {
    method,
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { authorization: `Bearer ${token}` }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text: text.slice(0, 160).replace(/\s+/g, ' ') };
}

/** Creates a token and returns its secret (the only time it is shown). */
async function tokenSecret(cookie, scopes, name) {
  const res = await fetch(new URL('/api/access-tokens', base), { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify({ name, scopes }) });
  const answer = await res.json().catch(() => ({}));
  return { status: res.status, id: answer.id, token: answer.token };
}

const ALL_SCOPES = ['tasks:write', 'journal:write', 'habits:write', 'timer', 'reviews:read'];
const full = await tokenSecret(user.cookie, ALL_SCOPES, 'Probe (every scope)');
show('T. a token made with the session cookie (POST /api/access-tokens)', `${full.status} ${full.token ? `${full.token.slice(0, 8)}… (shown once)` : 'no token'}`);
const listed = await call('GET', '/api/access-tokens', { headers: { cookie: user.cookie } });
show('T. the list never carries the secret', listed.text.includes(full.token ?? '-') ? 'LEAKED' : `${listed.status}, no secret`);

if (full.token) {
  const t = full.token;
  // The area probes again, with the token.
  for (const [label, method, path, body] of [
    ['T 3. POST /api/v1/todos title with NUL', 'POST', '/api/v1/todos', { title: 'a\u0000b' }],
    ['T 3. POST /api/v1/todos description with NUL', 'POST', '/api/v1/todos', { title: 'ok', description: 'a\u0000b' }],
    ['T 3. POST /api/v1/journal content with NUL', 'POST', '/api/v1/journal', { content: 'a\u0000b', mood: 5 }],
    ['T 3. POST /api/v1/habits title with NUL', 'POST', '/api/v1/habits', { title: 'a\u0000b' }],
    ['T 3. POST /api/v1/activity-session title with NUL', 'POST', '/api/v1/activity-session', { title: 'a\u0000b' }],
    ['T 7 §1. POST /api/v1/todos with an empty body', 'POST', '/api/v1/todos', ''],
    ['T 7 §1. POST /api/v1/todos with []', 'POST', '/api/v1/todos', '[]'],
    ['T 7 §1. POST /api/v1/todos with broken JSON', 'POST', '/api/v1/todos', '{"title":'],
    ['T 7 §1. POST /api/v1/moods with a mood of 99', 'POST', '/api/v1/moods', { value: 99 }],
    ['T. PATCH /api/v1/todos/not-an-id', 'PATCH', '/api/v1/todos/not-an-id', { title: 'x' }],
  ]) {
    const r = await bearer(method, path, t, { body });
    show(label, `${r.status} ${r.text}`);
  }
  const made = await bearer('POST', '/api/v1/todos', t, { body: { title: 'Made by the probe with no Origin' } });
  show('T. POST /api/v1/todos with the token and no Origin (allowed)', `${made.status}`);

  // Attacks on tokens themselves.
  const other = await signedInCookie();
  const theirs = await fetch(new URL('/api/todos', base), { method: 'POST', headers: { ...json, cookie: other.cookie }, body: JSON.stringify({ title: 'Not yours' }) });
  const theirId = (await theirs.json().catch(() => ({}))).id ?? '00000000-0000-4000-8000-000000000000';
  for (const [label, method, path, token, extra] of [
    ['T. no token at all', 'GET', '/api/v1/todos', null, {}],
    ['T. an unknown token', 'GET', '/api/v1/todos', `cad_${'A'.repeat(43)}`, {}],
    ['T. a token of the wrong shape (cut short)', 'GET', '/api/v1/todos', t.slice(0, 20), {}],
    ['T. a token and a session cookie together', 'GET', '/api/v1/todos', t, { headers: { cookie: user.cookie } }],
    ['T. /api/v1/profile (never for a token)', 'GET', '/api/v1/profile', t, {}],
    ['T. /api/v1/access-tokens (never for a token)', 'POST', '/api/v1/access-tokens', t, { body: { name: 'x', scopes: ['tasks:read'] } }],
    ['T. /api/access-tokens with a bearer and no cookie', 'POST', '/api/access-tokens', t, { body: { name: 'x', scopes: ['tasks:read'] } }],
    ['T. /api/v1/data-export (never for a token)', 'GET', '/api/v1/data-export', t, {}],
    ['T. /api/v1/events (never for a token)', 'GET', '/api/v1/events', t, {}],
    ['T. /api/v1/devices (never for a token)', 'GET', '/api/v1/devices', t, {}],
    ['T. /api/v1/agent-changes (never for a token)', 'GET', '/api/v1/agent-changes', t, {}],
    ['T. /api/v1/dashboard (journal text; never for a token)', 'GET', '/api/v1/dashboard', t, {}],
    ["T. another person's task by id", 'GET', `/api/v1/todos/${theirId}`, t, {}],
    ["T. completing another person's task", 'POST', `/api/v1/todos/${theirId}/complete`, t, { body: { completed: true } }],
    ["T. deleting another person's task", 'DELETE', `/api/v1/todos/${theirId}`, t, {}],
  ]) {
    const r = await bearer(method, path, token, extra);
    show(label, `${r.status} ${r.text}`);
  }

  const readOnly = await tokenSecret(user.cookie, ['tasks:read'], 'Probe (read only)');
  const wrongScope = await bearer('POST', '/api/v1/todos', readOnly.token, { body: { title: 'x' } });
  show('T. a tasks:read token adding a task (wrong scope)', `${wrongScope.status} ${wrongScope.text}`);
  const journalWithTasks = await bearer('GET', '/api/v1/journal', readOnly.token);
  show('T. a tasks:read token reading the journal (wrong scope)', `${journalWithTasks.status} ${journalWithTasks.text}`);
  const revoke = await call('DELETE', `/api/access-tokens/${readOnly.id}`, { headers: { cookie: user.cookie } });
  const afterRevoke = await bearer('GET', '/api/v1/todos', readOnly.token);
  show('T. a revoked token (revoked, then used at once)', `revoke ${revoke.status}; then ${afterRevoke.status} ${afterRevoke.text}`);
  const expiring = await fetch(new URL('/api/access-tokens', base), { method: 'POST', headers: { ...json, cookie: user.cookie }, body: JSON.stringify({ name: 'Probe (bad expiry)', scopes: ['tasks:read'], expiresInDays: -1 }) });
  show('T. a token asked for with an expiry in the past', `${expiring.status} ${(await expiring.text()).slice(0, 160)}`);
  const burst = await Promise.all(Array.from({ length: 130 }, () => bearer('GET', '/api/v1/todos', t)));
  const counts = burst.reduce((tally, r) => ({ ...tally, [r.status]: (tally[r.status] ?? 0) + 1 }), {});
  const limited = burst.find((r) => r.status === 429);
  show('T. 130 parallel reads with one token (limit 120 a minute)', `${JSON.stringify(counts)}${limited ? `, Retry-After ${limited.headers.get('retry-after')}` : ''}`);
  const ownBrowser = await call('GET', '/api/todos', { headers: { cookie: user.cookie } });
  show("T. the person's own browser right after", `${ownBrowser.status}`);
}
