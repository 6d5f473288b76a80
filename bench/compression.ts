// What compressing the API's JSON costs (issue 19, decision 012): the board's real list answers of 20,
// 100 and 1,000 tasks, each compressed at several brotli qualities and gzip levels in a process pinned
// to the server core; prints milliseconds of CPU and bytes per level so the levels in
// apps/server/src/http/json-answer.ts are chosen by measurement.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { pinned, SERVER_CORE } from './lib/app-process';
import { createSignedInUser } from './lib/session';
import { seedTodos } from './lib/todo-seed';

const run = promisify(execFile);

interface LevelResult {
  level: string;
  ms: number;
  bytes: number;
}

/** The board's tasks as the server lists them: all of them, whichever page of the list holds them. */
async function listedTasks(baseUrl: string, cookie: string): Promise<unknown[]> {
  const response = await fetch(`${baseUrl}/api/todos`, { headers: { cookie, origin: baseUrl } });
  const answer = (await response.json()) as unknown[] | { todos: unknown[] };
  return Array.isArray(answer) ? answer : answer.todos;
}

export async function benchCompression(baseUrl: string, row: (label: string, value: string) => void): Promise<void> {
  const cookie = await createSignedInUser(baseUrl, `compression-${Date.now()}@example.com`, 'Bench-Passw0rd!');
  await seedTodos(baseUrl, cookie, 1000);
  const tasks = await listedTasks(baseUrl, cookie);
  const samples = [20, 100, 1000].map((count) => ({ label: `${count} tasks`, text: JSON.stringify(tasks.slice(0, count)) }));
  const folder = mkdtempSync(join(tmpdir(), 'cadence-compression-'));
  try {
    const file = join(folder, 'samples.json');
    writeFileSync(file, JSON.stringify(samples));
    const [command, args] = pinned(SERVER_CORE, process.execPath, ['--import', 'tsx', 'bench/lib/compression-probe.ts', file]);
    const { stdout } = await run(command, args, { timeout: 300_000, maxBuffer: 16 * 1024 * 1024 });
    const results = JSON.parse(stdout.trim().split('\n').at(-1)!) as { label: string; plainBytes: number; levels: LevelResult[] }[];
    for (const { label, plainBytes, levels } of results) {
      row(`[compression] ${label}: plain`, `${(plainBytes / 1024).toFixed(1)} KiB`);
      for (const { level, ms, bytes } of levels) {
        row(`[compression] ${label}: ${level}`, `${ms.toFixed(2)} ms  ${(bytes / 1024).toFixed(1)} KiB  (${((bytes / plainBytes) * 100).toFixed(1)} %)`);
      }
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
