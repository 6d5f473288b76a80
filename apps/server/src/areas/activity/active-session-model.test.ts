import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elapsedSeconds, type SessionState, type StoppedSession } from '@cadence/shared';
import { activeSessions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createTestClock } from '../../testing/test-clock';
import { buildUser, cookieHeader, signIn, signUpAndVerify } from '../../testing/factories';
import { activityCalls } from '../../testing/activity-kit';

// docs/architecture.md "Server-owned state", docs/product/activity.md "Several tabs and devices": three devices of one user start,
// pause, resume and stop in any order, each acting on the session it last saw, while time passes on
// the test clock. Against a model of the true running time: at most one session, the elapsed time
// never decreases and never exceeds the time the timer really ran, and stop logs exactly it.

const clock = createTestClock(new Date('2026-03-10T08:00:00.000Z'));
let t: TestApp;
let userId: string;
let clients: Array<ReturnType<typeof activityCalls>>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const user = buildUser();
  const first = await signUpAndVerify(t, user);
  const others = [cookieHeader(await signIn(t, user.email, user.password)), cookieHeader(await signIn(t, user.email, user.password))];
  userId = (await (await t.request('/api/profile', { cookie: first })).json()).id;
  clients = [first, ...others].map((cookie, index) => activityCalls(t, { id: userId, cookie }, { 'x-client-id': `device-${index}` }));
});
afterAll(async () => t.close());

type Command = { kind: 'start' | 'pause' | 'resume' | 'stop'; client: number } | { kind: 'wait'; ms: number };

const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constantFrom('start' as const, 'pause' as const, 'resume' as const, 'stop' as const), client: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.oneof(fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 20_000_000 })) }),
);

interface Model {
  sessionId: string | null;
  running: boolean;
  ranMs: number;
  pauses: number;
  lastElapsed: number;
}

async function sessionRows(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(activeSessions).where(eq(activeSessions.userId, userId));
  return row!.n;
}

async function runCommands(commands: Command[]): Promise<void> {
  await t.db.delete(activeSessions).where(eq(activeSessions.userId, userId));
  const model: Model = { sessionId: null, running: false, ranMs: 0, pauses: 0, lastElapsed: 0 };
  const seen: Array<string | null> = [null, null, null];

  for (const command of commands) {
    if (command.kind === 'wait') {
      clock.advanceSeconds(command.ms / 1000);
      if (model.running) model.ranMs += command.ms;
    } else {
      const calls = clients[command.client]!;
      if (command.kind === 'start') {
        const response = await calls.start({ title: `Started on device ${command.client}` });
        const body = (await response.json()) as SessionState;
        if (model.sessionId === null) {
          expect(response.status).toBe(201);
          Object.assign(model, { sessionId: body.session!.id, running: true, ranMs: 0, pauses: 0, lastElapsed: 0 });
        } else {
          expect(response.status).toBe(409);
          expect(body.session!.id).toBe(model.sessionId);
        }
        seen[command.client] = body.session!.id;
      } else {
        const response = await calls[command.kind](seen[command.client] ?? randomUUID());
        if (model.sessionId === null) {
          expect(response.status).toBe(404);
          seen[command.client] = null;
        } else if (seen[command.client] !== model.sessionId) {
          expect(response.status).toBe(409);
          expect(((await response.json()) as SessionState).session!.id).toBe(model.sessionId);
          seen[command.client] = model.sessionId;
        } else if (command.kind === 'stop') {
          expect(response.status).toBe(200);
          const { activity } = (await response.json()) as StoppedSession;
          // Time moves only on waits, so the check after the last command read the elapsed time of this
          // very moment: stop logs exactly that (and nothing when it is 0).
          expect(activity?.durationSeconds ?? 0).toBe(model.lastElapsed);
          Object.assign(model, { sessionId: null, running: false });
        } else {
          expect(response.status).toBe(200);
          if (command.kind === 'pause' && model.running) Object.assign(model, { running: false, pauses: model.pauses + 1 });
          if (command.kind === 'resume') model.running = true;
        }
      }
    }
    await checkInvariants(model);
  }
}

async function checkInvariants(model: Model): Promise<void> {
  expect(await sessionRows()).toBe(model.sessionId === null ? 0 : 1);
  const state = await clients[0]!.sessionJson();
  if (model.sessionId === null) {
    expect(state.session).toBeNull();
    return;
  }
  expect(state.session!.id).toBe(model.sessionId);
  expect(state.session!.resumedAt !== null).toBe(model.running);
  const elapsed = elapsedSeconds(state.session!, Date.parse(state.serverNow));
  const ran = model.ranMs / 1000;
  expect(elapsed).toBeGreaterThanOrEqual(model.lastElapsed);
  expect(elapsed).toBeLessThanOrEqual(ran);
  // Each pause keeps whole seconds: under a second lost per pause (docs/product/activity.md "Elapsed time").
  expect(elapsed).toBeGreaterThan(ran - model.pauses - 1);
  model.lastElapsed = elapsed;
}

describe('three devices, one timer (model test)', () => {
  it('keeps one session, a monotonic elapsed time within the real running time, and logs it on stop', async () => {
    await fc.assert(fc.asyncProperty(fc.array(commandArbitrary, { minLength: 1, maxLength: 30 }), runCommands), { numRuns: 25 });
  });
});

describe('three devices at the same instant', () => {
  it('three starts at once make one session; the other two get it back with 409', async () => {
    await t.db.delete(activeSessions).where(eq(activeSessions.userId, userId));
    const responses = await Promise.all(clients.map((calls, index) => calls.start({ title: `Race ${index}` })));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as SessionState[];
    expect(new Set(bodies.map((body) => body.session!.id)).size).toBe(1);
    expect(await sessionRows()).toBe(1);
  });

  it('three stops at once log one activity; the others find nothing to stop', async () => {
    await t.db.delete(activeSessions).where(eq(activeSessions.userId, userId));
    const { session } = await clients[0]!.startJson({ title: 'Stopped thrice' });
    clock.advanceSeconds(42);
    const before = (await clients[0]!.pageJson()).items.length;
    const responses = await Promise.all(clients.map((calls) => calls.stop(session!.id)));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 404, 404]);
    const page = await clients[1]!.pageJson();
    expect(page.items.length).toBe(before + 1);
    expect(page.items[0]!.durationSeconds).toBe(42);
    expect(await sessionRows()).toBe(0);
  });
});
