// npm run test:durability (issue 25): kill -9 at random moments under concurrent writers, 30 rounds on one
// embedded data folder, then amcheck. Every write the server acknowledged (a 2xx answer) must be found
// after every restart, and the database's indexes must agree with its tables at the end. Runs the built
// server (npm run build first, or DURABILITY_SKIP_BUILD=1). DURABILITY_ROUNDS (30) and
// DURABILITY_WRITERS (20) change the size. Prints one summary and exits non-zero on any loss.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { NodeFS } from '@electric-sql/pglite/nodefs';

const ROUNDS = Number(process.env.DURABILITY_ROUNDS ?? 30);
const WRITERS = Number(process.env.DURABILITY_WRITERS ?? 20);
const PORT = Number(process.env.DURABILITY_PORT ?? 3390);
const BASE = `http://127.0.0.1:${PORT}`;
const ORIGIN = `http://localhost:${PORT}`;

interface Writer {
  email: string;
  cookie: string;
  address: string;
  habitId: string;
  tasks: Set<string>;
  entries: Set<string>;
  days: Set<string>;
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'error', TRUST_PROXY: 'true', DATABASE_URL: '', SMTP_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function untilReady(child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server ended with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/ready`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server was not ready in 60 s');
}

async function killHard(child: ChildProcess): Promise<void> {
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await ended;
}

function headers(writer: Pick<Writer, 'address' | 'cookie'>): Record<string, string> {
  return { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': writer.address, 'x-timezone': 'UTC', cookie: writer.cookie };
}

async function signUp(index: number): Promise<Writer> {
  const email = `soak-${index}-${randomUUID().slice(0, 8)}@example.com`;
  const address = `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const base = { address, cookie: '' };
  const response = await fetch(`${BASE}/api/auth/sign-up/email`, { method: 'POST', headers: headers(base), body: JSON.stringify({ name: 'Soak', email, password: 'Str0ng!pass-soak-test' }) });
  if (!response.ok) throw new Error(`sign-up ${response.status} ${await response.text()}`);
  let link: string | undefined;
  for (let attempt = 0; attempt < 100 && !link; attempt += 1) {
    const mailbox = (await (await fetch(`${BASE}/api/dev/mailbox`)).json()) as { messages: Array<{ to: string; text: string }> };
    link = mailbox.messages.find((message) => message.to.includes(email))?.text.match(/https?:\/\/\S+type=signup\S*/)?.[0];
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const token = new URL(link ?? 'http://x').searchParams.get('token');
  const verify = await fetch(`${BASE}/api/auth/verify-email?token=${encodeURIComponent(token ?? '')}`, { headers: { 'x-forwarded-for': address } });
  const cookie = verify.headers.getSetCookie().map((value) => value.split(';')[0]!).filter((pair) => !pair.endsWith('=')).join('; ');
  const writer = { email, address, cookie };
  const habit = await fetch(`${BASE}/api/habits`, { method: 'POST', headers: headers(writer), body: JSON.stringify({ title: 'Soak habit' }) });
  if (habit.status !== 201) throw new Error(`habit ${habit.status}`);
  return { ...writer, habitId: ((await habit.json()) as { id: string }).id, tasks: new Set(), entries: new Set(), days: new Set() };
}

/** Writes until `stop()` is true; records each acknowledged write. A refused or cut request counts for nothing. */
async function write(writer: Writer, stop: () => boolean): Promise<void> {
  for (let step = 0; !stop(); step += 1) {
    const mark = randomUUID();
    try {
      if (step % 3 === 0) {
        const response = await fetch(`${BASE}/api/todos`, { method: 'POST', headers: headers(writer), body: JSON.stringify({ title: `Task ${mark}` }) });
        if (response.status === 201) writer.tasks.add(`Task ${mark}`);
      } else if (step % 3 === 1) {
        const response = await fetch(`${BASE}/api/journal`, { method: 'POST', headers: headers(writer), body: JSON.stringify({ content: `Entry ${mark}`, mood: 6 }) });
        if (response.status === 201) writer.entries.add(`Entry ${mark}`);
      } else {
        // Within the 90 days a habit's answer carries (docs/product/habits.md "Habit").
        const day = new Date(Date.now() - Math.floor(Math.random() * 80) * 86_400_000).toISOString().slice(0, 10);
        const response = await fetch(`${BASE}/api/habits/${writer.habitId}/completions/${day}`, { method: 'PUT', headers: headers(writer) });
        if (response.status === 200) writer.days.add(day);
      }
    } catch {
      return; // the server was killed under this request: it was never acknowledged
    }
  }
}

/** Everything each writer was told was saved, looked for through the API after a restart. */
async function missing(writers: Writer[]): Promise<string[]> {
  const lost: string[] = [];
  for (const writer of writers) {
    const tasks = (await (await fetch(`${BASE}/api/todos`, { headers: headers(writer) })).json()) as Array<{ title: string }>;
    const titles = new Set(tasks.map((task) => task.title));
    for (const title of writer.tasks) if (!titles.has(title)) lost.push(`${writer.email}: ${title}`);
    const contents = new Set<string>();
    for (let cursor: string | null = null, first = true; first || cursor; first = false) {
      const page = (await (await fetch(`${BASE}/api/journal${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { headers: headers(writer) })).json()) as { entries: Array<{ content: string }>; nextCursor: string | null };
      for (const entry of page.entries) contents.add(entry.content);
      cursor = page.nextCursor;
    }
    for (const content of writer.entries) if (!contents.has(content)) lost.push(`${writer.email}: ${content}`);
    const habit = (await (await fetch(`${BASE}/api/habits/${writer.habitId}`, { headers: headers(writer) })).json()) as { completions: string[] };
    const done = new Set(habit.completions);
    for (const day of writer.days) if (!done.has(day)) lost.push(`${writer.email}: habit day ${day}`);
  }
  return lost;
}

/** amcheck on every btree index, with every heap tuple looked up in its index. */
async function amcheckClean(databaseDir: string): Promise<{ indexes: number; problems: string[] }> {
  const engine = new PGlite({ fs: new NodeFS(databaseDir), extensions: { amcheck } });
  await engine.exec('create extension if not exists amcheck');
  const { rows } = await engine.query<{ name: string }>(
    "select c.oid::regclass::text as name from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam join pg_namespace n on n.oid = c.relnamespace where a.amname = 'btree' and n.nspname not in ('pg_catalog', 'information_schema') and c.relpersistence <> 't'",
  );
  const problems: string[] = [];
  for (const { name } of rows) {
    try {
      await engine.query('select bt_index_check($1::regclass, true)', [name]);
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
    }
  }
  await engine.exec('drop extension amcheck');
  await engine.close();
  return { indexes: rows.length, problems };
}

if (process.env.DURABILITY_SKIP_BUILD !== '1') run('npm', ['run', 'build', '--silent']);
const dataDir = mkdtempSync(join(tmpdir(), 'cadence-durability-'));
const started = performance.now();
let server = startServer(dataDir);
await untilReady(server);
const writers: Writer[] = [];
for (let index = 0; index < WRITERS; index += 1) writers.push(await signUp(index));

const lostAll: string[] = [];
for (let round = 1; round <= ROUNDS; round += 1) {
  let stopped = false;
  const writing = writers.map((writer) => write(writer, () => stopped));
  await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 2_000));
  await killHard(server);
  stopped = true;
  await Promise.all(writing);
  server = startServer(dataDir);
  await untilReady(server);
  const lost = await missing(writers);
  lostAll.push(...lost.map((item) => `round ${round}: ${item}`));
  process.stdout.write(`round ${round}/${ROUNDS}: killed, restarted, ${lost.length} acknowledged writes missing${lost.length ? ` (e.g. ${lost.slice(0, 3).join(", ")})` : ""}\n`);
}

const ended = new Promise((resolve) => server.once('exit', resolve));
server.kill('SIGTERM');
await ended;
const check = await amcheckClean(join(dataDir, 'pglite'));
const count = (pick: (writer: Writer) => Set<string>) => writers.reduce((sum, writer) => sum + pick(writer).size, 0);
process.stdout.write(
  [
    '',
    `== durability soak: ${ROUNDS} rounds of kill -9 under ${WRITERS} concurrent writers (${Math.round((performance.now() - started) / 1000)} s)`,
    `acknowledged and found after every restart: ${count((w) => w.tasks)} tasks, ${count((w) => w.entries)} journal entries, ${count((w) => w.days)} habit days`,
    `missing: ${lostAll.length}`,
    `amcheck (bt_index_check with heapallindexed) on ${check.indexes} indexes: ${check.problems.length === 0 ? 'clean' : check.problems.join('; ')}`,
    '',
  ].join('\n'),
);
rmSync(dataDir, { recursive: true, force: true });
process.exit(lostAll.length === 0 && check.problems.length === 0 ? 0 : 1);
