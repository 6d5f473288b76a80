// issue 6 §9: does an auth answer take longer when the e-mail has an account? 50 interleaved tries
// of "forgot password" and of "sign up", known vs unknown address, medians side by side (goal: within
// 1 ms). Each request comes from its own client address (X-Forwarded-For; the app runs with
// TRUST_PROXY=true) so the per-client throttles do not answer in place of the endpoint.
import { percentile } from './lib/load';
import { createSignedInUser } from './lib/session';

const TRIES = 50;
const PASSWORD = 'Bench-Passw0rd!';
/**
 * Lets the work an answer started finish before the next request: queued e-mails, and for sign-up an
 * argon2 hash (~40 ms on a worker thread) and the account rows.
 */
const PAUSE_MS = { reset: 40, signUp: 150 };

let clientCounter = 0;
function nextClient(): string {
  clientCounter += 1;
  return `198.18.${Math.floor(clientCounter / 250)}.${(clientCounter % 250) + 1}`;
}

async function timed(baseUrl: string, path: string, body: unknown): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': nextClient() },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return elapsed;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function median(values: number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50);
}

export interface TimingResult {
  knownMs: number;
  unknownMs: number;
}

async function interleaved(baseUrl: string, path: string, pauseMs: number, knownBody: (i: number) => unknown, unknownBody: (i: number) => unknown): Promise<TimingResult> {
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < TRIES; i += 1) {
    // Alternate which goes first, so neither always follows the other's leftover work.
    const order = i % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
    for (const kind of order) {
      if (kind === 'known') known.push(await timed(baseUrl, path, knownBody(i)));
      else unknown.push(await timed(baseUrl, path, unknownBody(i)));
      await pause(pauseMs);
    }
  }
  return { knownMs: median(known), unknownMs: median(unknown) };
}

/** Both measurements on a running app (started with TRUST_PROXY=true). */
export async function benchAuthTiming(baseUrl: string, row: (label: string, value: string) => void, kind: string): Promise<void> {
  const stamp = Date.now();
  const accounts = Array.from({ length: TRIES }, (_, i) => `timing-known-${stamp}-${i}@example.com`);
  for (const email of accounts) await createSignedInUser(baseUrl, email, PASSWORD, nextClient());

  const reset = await interleaved(
    baseUrl,
    '/api/auth/request-password-reset',
    PAUSE_MS.reset,
    (i) => ({ email: accounts[i] }),
    (i) => ({ email: `timing-nobody-${stamp}-${i}@example.com` }),
  );
  report(row, `[${kind}] forgot password, known vs unknown e-mail`, reset);

  const signUp = await interleaved(
    baseUrl,
    '/api/auth/sign-up/email',
    PAUSE_MS.signUp,
    (i) => ({ name: 'Bench', email: accounts[i], password: PASSWORD }),
    (i) => ({ name: 'Bench', email: `timing-new-${stamp}-${i}@example.com`, password: PASSWORD }),
  );
  report(row, `[${kind}] sign-up, existing vs new e-mail`, signUp);
}

function report(row: (label: string, value: string) => void, label: string, result: TimingResult): void {
  const gap = Math.abs(result.knownMs - result.unknownMs);
  row(label, `median ${result.knownMs.toFixed(2)} vs ${result.unknownMs.toFixed(2)} ms, gap ${gap.toFixed(2)} ms (goal ≤ 1 ms, ${TRIES} interleaved tries)`);
}
