#!/usr/bin/env node
// Replays, from outside, the reproductions of the security review (issue 6) against a running app
// and prints each one's answer today. Usage: node scripts/probe-security.mjs [http://localhost:3000]
// It signs up throwaway accounts; run it against a development or scratch database only.
import { request } from 'node:http';

const base = new URL(process.argv[2] ?? 'http://localhost:3000');
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
