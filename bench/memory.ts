// issue 25 "Fits a small box": a fresh instance on the embedded database used 0.8–0.9 GiB for its first
// minute, then 0.45 GiB. Goal: peak ≤ 384 MiB, steady ≤ 256 MiB. Measured on the built app, started on a
// new data folder (a first start) and again on the same folder (any later start): the peak is the
// kernel's high-water mark (VmHWM); the steady size is the median RSS over 20 s, once idle a minute after
// the start, and once while a person uses it hard (writes and four list reads, ten times a second).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApp } from './lib/app-process';
import { createSignedInUser } from './lib/session';

interface Options {
  row: (label: string, value: string) => void;
  /** Seconds of use per start (60 by default). */
  seconds?: number;
}

const MIB = 1024;

function readKb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
}

async function idleFor(seconds: number, pid: number): Promise<number> {
  const samples: number[] = [];
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    if (performance.now() - started >= (seconds - 20) * 1000) samples.push(readKb(pid, 'VmRSS'));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  samples.sort((a, b) => a - b);
  return (samples[Math.floor(samples.length / 2)] ?? 0) / MIB;
}

async function useFor(baseUrl: string, seconds: number, pid: number): Promise<{ peakMib: number; steadyMib: number }> {
  const cookie = await createSignedInUser(baseUrl, `memory-${process.hrtime.bigint()}@example.com`, 'Str0ng!pass-memory', '198.18.9.9');
  const headers = { cookie, origin: baseUrl, 'content-type': 'application/json', 'x-forwarded-for': '198.18.9.9' };
  const samples: Array<{ at: number; kb: number }> = [];
  const started = performance.now();
  for (let step = 0; performance.now() - started < seconds * 1000; step += 1) {
    if (step % 4 === 0) await fetch(`${baseUrl}/api/todos`, { method: 'POST', headers, body: JSON.stringify({ title: `Task ${step}` }) });
    if (step % 4 === 1) await fetch(`${baseUrl}/api/journal`, { method: 'POST', headers, body: JSON.stringify({ content: `Entry ${step} `.repeat(40), mood: 6 }) });
    await Promise.all(['/api/todos', '/api/journal', '/api/dashboard', '/api/habits'].map((path) => fetch(`${baseUrl}${path}`, { headers })));
    samples.push({ at: performance.now() - started, kb: readKb(pid, 'VmRSS') });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const last = samples.filter((sample) => sample.at >= (seconds - 20) * 1000).map((sample) => sample.kb).sort((a, b) => a - b);
  return { peakMib: readKb(pid, 'VmHWM') / MIB, steadyMib: (last[Math.floor(last.length / 2)] ?? 0) / MIB };
}

export async function benchMemory({ row, seconds = 60 }: Options): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cadence-bench-memory-'));
  try {
    for (const start of ['first start (new data folder)', 'a later start (same folder)'] as const) {
      const app = await startApp({ env: { TRUST_PROXY: 'true', LOG_LEVEL: 'warn', ...(process.env.MEM_NODE_OPTIONS ? { NODE_OPTIONS: process.env.MEM_NODE_OPTIONS } : {}) }, dataDir });
      try {
        const idleMib = await idleFor(seconds, app.pid);
        const { peakMib, steadyMib } = await useFor(app.baseUrl, seconds, app.pid);
        row(`[memory] ${start}: peak RSS (VmHWM), embedded database`, `${peakMib.toFixed(0)} MiB   goal ≤ 384`);
        row(`[memory] ${start}: steady RSS, idle (median of 20 s, a minute after the start)`, `${idleMib.toFixed(0)} MiB   goal ≤ 256`);
        row(`[memory] ${start}: RSS in hard use (median of the last 20 s of ${seconds} s)`, `${steadyMib.toFixed(0)} MiB`);
      } finally {
        await app.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
