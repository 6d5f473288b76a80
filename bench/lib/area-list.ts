// One area's list endpoint on the fast list path (docs/architecture.md "The fast list path") under wrk,
// beside pgbench of the plain select it runs, in the same rounds (round 1: each, round 2: each…), so
// a machine that slows down for a while slows both alike. Each figure is the median of the rounds.
import pg from 'pg';
import { startApp } from './app-process';
import { pgbench } from './pgbench';
import { postgresCpuSeconds } from './postgres-cpu';
import { createSignedInUser } from './session';
import { runWrk } from './wrk';

export interface AreaListSpec {
  /** The area's name as the rows print it: "goals", "journal"… */
  area: string;
  /** The list's path, e.g. /api/goals. */
  path: string;
  /** What the list holds, e.g. "20 goals × 5 milestones". */
  size: string;
  /**
   * The app's own named statements one request runs, `$1` the owner (one for most lists; the goals list
   * reads its links in two more, the journal its days' counts), with the values the app sends for `$2`,
   * `$3`… as text, possibly read from the list's first answer. pgbench runs them all as one transaction
   * of its script, so its rate is the database's own for the same work.
   */
  statements: PlainStatement[] | ((firstAnswer: unknown) => PlainStatement[]);
  /** The tables to vacuum after seeding, so both sides plan on fresh statistics. */
  tables: string[];
  /** Creates the list's content through the API as the signed-in user. */
  seed(api: SignedInApi): Promise<void>;
  /** Throws when the list's first answer does not hold what was seeded. */
  check(body: unknown): void;
}

export interface PlainStatement {
  text: string;
  parameters?: string[];
}

export interface AreaListOptions {
  seconds: number;
  rounds: number;
  row(label: string, value: string): void;
  /** A PostgreSQL database for the app and pgbench; without it the embedded database (no pgbench). */
  databaseUrl?: string | undefined;
}

/** JSON requests as the signed-in user, same-origin, failing loudly. */
export interface SignedInApi {
  send(method: string, path: string, body?: unknown): Promise<unknown>;
}

interface Sample {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  dbCpu?: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const verdict = (ok: boolean) => (ok ? 'goal met' : 'GOAL MISSED');

export function signedInApi(baseUrl: string, cookie: string): SignedInApi {
  const headers = { 'content-type': 'application/json', origin: baseUrl, cookie };
  return {
    async send(method, path, body) {
      const response = await fetch(`${baseUrl}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      if (!response.ok) throw new Error(`${method} ${path} while seeding: ${response.status} ${await response.text()}`);
      return response.status === 204 ? null : response.json();
    },
  };
}

async function vacuum(databaseUrl: string, tables: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`vacuum (analyze) ${[...tables, 'session', '"user"'].join(', ')}`);
  } finally {
    await client.end();
  }
}

/**
 * The statements as one pgbench script (separated by semicolons, as the dashboard's four), with their
 * parameters as pgbench variables: `$1` is `:uid`, the n-th statement's `$2` `:s{n}p2`… (pgbench -M
 * prepared sends them as parameters again).
 */
function pgbenchScript(statements: PlainStatement[]): { sql: string; variables: Record<string, string> } {
  const variables: Record<string, string> = {};
  const sql = statements
    .map(({ text, parameters = [] }, statement) => {
      parameters.forEach((value, index) => {
        variables[`s${statement}p${index + 2}`] = value;
      });
      return text.replace(/\$(\d+)/g, (_, index: string) => (index === '1' ? ':uid' : `:s${statement}p${index}`));
    })
    .join(';\n');
  return { sql, variables };
}

function summary(samples: Sample[]): string {
  const rates = samples.map((sample) => sample.rps);
  return `${Math.round(median(rates))} req/s (rounds ${Math.round(Math.min(...rates))}–${Math.round(Math.max(...rates))})  p50 ${median(samples.map((s) => s.p50Ms)).toFixed(1)} ms  p99 ${median(samples.map((s) => s.p99Ms)).toFixed(1)} ms`;
}

/** GET <path> for a seeded user beside pgbench of its plain select, with the issue 9 ratios. */
export async function benchAreaList(spec: AreaListSpec, { seconds, rounds, row, databaseUrl }: AreaListOptions): Promise<void> {
  const kind = databaseUrl ? 'postgres' : 'pglite';
  const app = await startApp({ databaseUrl });
  try {
    const cookie = await createSignedInUser(app.baseUrl, `${spec.area}-${Date.now()}@example.com`, 'Bench-Passw0rd!');
    await spec.seed(signedInApi(app.baseUrl, cookie));
    if (databaseUrl) await vacuum(databaseUrl, spec.tables);
    const { id: userId } = (await (await fetch(`${app.baseUrl}/api/profile`, { headers: { cookie } })).json()) as { id: string };
    const url = `${app.baseUrl}${spec.path}`;
    const firstAnswer: unknown = await (await fetch(url, { headers: { cookie } })).json();
    spec.check(firstAnswer);
    const statements = typeof spec.statements === 'function' ? spec.statements(firstAnswer) : spec.statements;
    const script = pgbenchScript(statements);
    await runWrk(url, { seconds: 1, headers: { cookie } }); // warm-up, not measured

    const list: Sample[] = [];
    const plain: Sample[] = [];
    let socketErrors = 0;
    for (let round = 0; round < rounds; round += 1) {
      const before = postgresCpuSeconds();
      const result = await runWrk(url, { seconds, headers: { cookie } });
      const after = postgresCpuSeconds();
      if (result.non2xx > 0) throw new Error(`GET ${spec.path}: ${result.non2xx} answers were not 200`);
      socketErrors += result.errors;
      const requests = result.requestsPerSecond * seconds;
      list.push({ rps: result.requestsPerSecond, p50Ms: result.p50Ms, p99Ms: result.p99Ms, ...(before !== null && after !== null && requests > 0 ? { dbCpu: (after - before) / requests } : {}) });
      if (!databaseUrl) continue;
      const pgBefore = postgresCpuSeconds();
      const bench = await pgbench(databaseUrl, script.sql, { seconds, variables: { uid: userId, ...script.variables } });
      const pgAfter = postgresCpuSeconds();
      if (!bench) throw new Error('pgbench failed');
      plain.push({ rps: bench.tps, p50Ms: Number.NaN, p99Ms: Number.NaN, ...(pgBefore !== null && pgAfter !== null ? { dbCpu: (pgAfter - pgBefore) / bench.transactions } : {}) });
    }

    row(`[${kind}] GET ${spec.path}, ${spec.size} (signed in)`, `${summary(list)}${socketErrors > 0 ? `  (${socketErrors} socket errors or time-outs)` : ''}`);
    const tail = median(list.map((s) => s.p99Ms)) / median(list.map((s) => s.p50Ms));
    row(`[${kind}] ${spec.area} list p99 ÷ p50 at 50 connections (goal ≤ 3)`, `${tail.toFixed(2)}  ${verdict(tail <= 3)}`);
    if (!databaseUrl) return;
    const listRate = median(list.map((s) => s.rps));
    const plainRate = median(plain.map((s) => s.rps));
    row(`[postgres] pgbench -M prepared, the ${spec.area} list's plain select${statements.length > 1 ? `s (${statements.length} per transaction)` : ''}, 10 clients`, `${Math.round(plainRate)} tps`);
    const ratio = listRate / plainRate;
    row(`[postgres] signed-in ${spec.area} list ÷ pgbench plain select (goal ≥ 0.30)`, `${ratio.toFixed(2)}  ${verdict(ratio >= 0.3)}`);
    const cpu = (samples: Sample[]) => median(samples.map((s) => s.dbCpu ?? Number.NaN));
    const cpuRatio = cpu(list) / cpu(plain);
    if (Number.isFinite(cpuRatio)) row(`[postgres] database CPU per ${spec.area} list request ÷ per plain select (goal ≤ 1.3)`, `${cpuRatio.toFixed(2)}  (${(cpu(list) * 1e6).toFixed(0)} µs vs ${(cpu(plain) * 1e6).toFixed(0)} µs)  ${verdict(cpuRatio <= 1.3)}`);
  } finally {
    await app.stop();
  }
}
