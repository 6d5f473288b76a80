// issue 10: the goals list with its milestones (GET /api/goals, the fast list path) under wrk, beside
// pgbench of the plain select it runs, in the same rounds (round 1: each, round 2: each…), so a machine
// that slows down for a while slows both alike. Each figure is the median of the rounds.
import pg from 'pg';
import { LIST_GOALS } from '../apps/server/src/areas/goals/goal-list.repository';
import { startApp } from './lib/app-process';
import { pgbench } from './lib/pgbench';
import { postgresCpuSeconds } from './lib/postgres-cpu';
import { createSignedInUser } from './lib/session';
import { runWrk } from './lib/wrk';

export interface GoalsBenchOptions {
  seconds: number;
  rounds: number;
  row(label: string, value: string): void;
  /** A PostgreSQL database for the app and pgbench; without it the embedded database (no pgbench). */
  databaseUrl?: string | undefined;
  /** The list's size (default 20 goals × 5 milestones). */
  goals?: number;
  milestonesPerGoal?: number;
}

interface Sample {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  dbCpu?: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const verdict = (ok: boolean) => (ok ? 'goal met' : 'GOAL MISSED');

/** The app's own statement, with pgbench's variable for the owner. */
export const PLAIN_GOALS_SQL = LIST_GOALS.text.replace('$1', ':uid');

/** Creates `goals` goals of `milestones` milestones each through the API, and ticks about a third of the milestones. */
export async function seedGoals(baseUrl: string, cookie: string, goals: number, milestones: number): Promise<void> {
  const headers = { 'content-type': 'application/json', origin: baseUrl, cookie };
  const categories = ['personal', 'career', 'fitness', 'learning', 'financial', 'relationships'];
  for (let index = 0; index < goals; index += 1) {
    const body = {
      title: `Goal ${index + 1}: a steady step toward something that matters`,
      description: index % 2 === 0 ? 'Why it matters, and what done looks like.' : '',
      category: categories[index % categories.length],
      targetDate: index % 3 === 0 ? null : `2027-0${(index % 9) + 1}-15`,
      milestones: Array.from({ length: milestones }, (_, step) => ({ title: `Milestone ${step + 1} of goal ${index + 1}`, dueDate: step % 2 === 0 ? `2026-12-${String(step + 10)}` : '' })),
    };
    const response = await fetch(`${baseUrl}/api/goals`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`seeding goals failed: ${response.status} ${await response.text()}`);
    const goal = (await response.json()) as { id: string; milestones: Array<{ id: string }> };
    for (const [step, milestone] of goal.milestones.entries()) {
      if ((index + step) % 3 !== 0) continue;
      const tick = await fetch(`${baseUrl}/api/goals/${goal.id}/milestones/${milestone.id}`, { method: 'PATCH', headers, body: JSON.stringify({ completed: true }) });
      if (!tick.ok) throw new Error(`ticking a milestone failed: ${tick.status}`);
    }
  }
}

async function vacuum(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('vacuum (analyze) goals, milestones, session, "user"');
  } finally {
    await client.end();
  }
}

function summary(samples: Sample[]): string {
  const rates = samples.map((sample) => sample.rps);
  return `${Math.round(median(rates))} req/s (rounds ${Math.round(Math.min(...rates))}–${Math.round(Math.max(...rates))})  p50 ${median(samples.map((s) => s.p50Ms)).toFixed(1)} ms  p99 ${median(samples.map((s) => s.p99Ms)).toFixed(1)} ms`;
}

/** GET /api/goals with G goals × M milestones beside pgbench of its plain select. */
export async function benchGoals({ seconds, rounds, row, databaseUrl, goals = 20, milestonesPerGoal = 5 }: GoalsBenchOptions): Promise<void> {
  const kind = databaseUrl ? 'postgres' : 'pglite';
  const size = `${goals} goals × ${milestonesPerGoal} milestones`;
  const app = await startApp({ databaseUrl });
  try {
    const cookie = await createSignedInUser(app.baseUrl, `goals-${Date.now()}@example.com`, 'Bench-Passw0rd!');
    await seedGoals(app.baseUrl, cookie, goals, milestonesPerGoal);
    if (databaseUrl) await vacuum(databaseUrl);
    const { id: userId } = (await (await fetch(`${app.baseUrl}/api/profile`, { headers: { cookie } })).json()) as { id: string };
    const url = `${app.baseUrl}/api/goals`;
    const check = await fetch(url, { headers: { cookie } });
    const listed = (await check.json()) as Array<{ milestones: unknown[] }>;
    if (listed.length !== goals || listed.some((goal) => goal.milestones.length !== milestonesPerGoal)) throw new Error('the goals list does not hold what was seeded');
    await runWrk(url, { seconds: 1, headers: { cookie } }); // warm-up, not measured

    const list: Sample[] = [];
    const plain: Sample[] = [];
    let socketErrors = 0;
    for (let round = 0; round < rounds; round += 1) {
      const before = postgresCpuSeconds();
      const result = await runWrk(url, { seconds, headers: { cookie } });
      const after = postgresCpuSeconds();
      if (result.non2xx > 0) throw new Error(`GET /api/goals: ${result.non2xx} answers were not 200`);
      socketErrors += result.errors;
      const requests = result.requestsPerSecond * seconds;
      list.push({ rps: result.requestsPerSecond, p50Ms: result.p50Ms, p99Ms: result.p99Ms, ...(before !== null && after !== null && requests > 0 ? { dbCpu: (after - before) / requests } : {}) });
      if (!databaseUrl) continue;
      const pgBefore = postgresCpuSeconds();
      const bench = await pgbench(databaseUrl, PLAIN_GOALS_SQL, { seconds, variables: { uid: userId } });
      const pgAfter = postgresCpuSeconds();
      if (!bench) throw new Error('pgbench failed');
      plain.push({ rps: bench.tps, p50Ms: Number.NaN, p99Ms: Number.NaN, ...(pgBefore !== null && pgAfter !== null ? { dbCpu: (pgAfter - pgBefore) / bench.transactions } : {}) });
    }

    row(`[${kind}] GET /api/goals, ${size} (signed in)`, `${summary(list)}${socketErrors > 0 ? `  (${socketErrors} socket errors or time-outs)` : ''}`);
    const tail = median(list.map((s) => s.p99Ms)) / median(list.map((s) => s.p50Ms));
    row(`[${kind}] goals list p99 ÷ p50 at 50 connections (goal ≤ 3)`, `${tail.toFixed(2)}  ${verdict(tail <= 3)}`);
    if (!databaseUrl) return;
    const listRate = median(list.map((s) => s.rps));
    const plainRate = median(plain.map((s) => s.rps));
    row(`[postgres] pgbench -M prepared, the goals list's plain select (${size} rows), 10 clients`, `${Math.round(plainRate)} tps`);
    const ratio = listRate / plainRate;
    row('[postgres] signed-in goals list ÷ pgbench plain select (goal ≥ 0.30)', `${ratio.toFixed(2)}  ${verdict(ratio >= 0.3)}`);
    const cpu = (samples: Sample[]) => median(samples.map((s) => s.dbCpu ?? Number.NaN));
    const cpuRatio = cpu(list) / cpu(plain);
    if (Number.isFinite(cpuRatio)) row('[postgres] database CPU per goals list request ÷ per plain select (goal ≤ 1.3)', `${cpuRatio.toFixed(2)}  (${(cpu(list) * 1e6).toFixed(0)} µs vs ${(cpu(plain) * 1e6).toFixed(0)} µs)  ${verdict(cpuRatio <= 1.3)}`);
  } finally {
    await app.stop();
  }
}
