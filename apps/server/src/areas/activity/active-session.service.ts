import {
  ACTIVITY_MESSAGES,
  TIMER_LOGGED_RATING,
  elapsedSeconds,
  pausedClock,
  resumedClock,
  trimmedElapsedSeconds,
  type Activity,
  type SessionClock,
  type SessionState,
  type StartSessionRequest,
  type StoppedSession,
} from '@cadence/shared';
import type { Actor } from '../../context/actor';
import { inTransaction, type Unit } from '../../context/unit-of-work';
import type { ActivityContext } from './activity-context';
import { fieldError, noSession } from './activity-guards';
import { findActivity, insertActivity } from './activities.repository';
import * as sessions from './active-session.repository';
import type { LockedSession } from './active-session.repository';

// The running timer (docs/product/activity.md "Timer"; docs/architecture.md "Server-owned state"). Every change locks the user's one
// session row, so two tabs or devices acting at once queue behind each other. Nothing is written while
// the timer runs: the elapsed time is computed from the row whenever it is read.

/** Done, or the client acted on a session that is not the one running (or started while one runs): here is the current one. */
export type SessionOutcome<T> = { kind: 'done'; value: T } | { kind: 'conflict'; state: SessionState };

async function stateOf(ctx: ActivityContext, db: Unit['tx'], actor: Actor): Promise<SessionState> {
  return { session: await sessions.findSession(db, actor.userId), serverNow: ctx.clock.now().toISOString() };
}

export function getSessionState(ctx: ActivityContext, actor: Actor): Promise<SessionState> {
  return stateOf(ctx, ctx.db, actor);
}

/**
 * Start (docs/product/activity.md "Timer"): a session running from now with nothing elapsed. With a linked task, the
 * task goes in progress in the same transaction (docs/product/activity.md "Linked task"). While a
 * session exists, starting another is a conflict that answers with it.
 */
export async function startSession(ctx: ActivityContext, actor: Actor, input: StartSessionRequest): Promise<SessionOutcome<SessionState>> {
  return inTransaction(ctx, actor, async (unit) => {
    const nowMs = ctx.clock.now().getTime();
    // Started offline and sent later: it runs from the press, never from a moment still to come.
    const now = new Date(input.startedAt === undefined ? nowMs : Math.min(Date.parse(input.startedAt), nowMs)).toISOString();
    // The session takes the user's one slot first; the task is linked only once the start is sure.
    const id = await sessions.insertSession(unit.tx, { userId: actor.userId, title: input.title, type: input.type, description: input.description, now, id: input.id });
    if (id === null) return { kind: 'conflict', state: await stateOf(ctx, unit.tx, actor) };
    if (input.todoId !== null) {
      const link = await ctx.tasks.startWorkOn(unit, { actor, todoId: input.todoId });
      if (link.kind === 'not_found') throw fieldError('todoId', ACTIVITY_MESSAGES.taskNotFound);
      if (link.kind === 'completed') throw fieldError('todoId', ACTIVITY_MESSAGES.taskCompleted);
      await sessions.linkTask(unit.tx, { userId: actor.userId, id }, link.task.id);
    }
    const state = await stateOf(ctx, unit.tx, actor);
    unit.announce({ area: 'activity', kind: 'created', id, version: state.session?.updatedAt });
    return { kind: 'done', value: state };
  });
}

interface SessionChange<T> {
  sessionId: string;
  apply: (session: LockedSession, unit: Unit, nowMs: number) => Promise<T>;
}

/**
 * docs/product/offline.md "The timer offline": a pause, resume or stop pressed offline counts from the
 * moment it was pressed — never before the session's last change (its start, resume or pause), never
 * after now (a phone's clock may run fast).
 */
export function pressedAtMs(locked: Pick<LockedSession, 'resumedAt' | 'updatedAt'>, nowMs: number, at: string | undefined): number {
  if (at === undefined) return nowMs;
  const floor = Date.parse(locked.resumedAt ?? locked.updatedAt);
  return Math.min(nowMs, Math.max(Date.parse(at), floor));
}

/** Locks the user's session; none is 404, another than the client named is a conflict; else applies the change. */
function changeSession<T>(ctx: ActivityContext, actor: Actor, change: SessionChange<T>, at?: string): Promise<SessionOutcome<T>> {
  return inTransaction(ctx, actor, async (unit) => {
    const locked = await sessions.lockSession(unit.tx, actor.userId);
    if (!locked) throw noSession();
    if (locked.id !== change.sessionId) return { kind: 'conflict', state: await stateOf(ctx, unit.tx, actor) };
    return { kind: 'done', value: await change.apply(locked, unit, pressedAtMs(locked, ctx.clock.now().getTime(), at)) };
  });
}

/** A new clock for the session, written and announced; the same clock writes nothing. */
function setClock(ctx: ActivityContext, actor: Actor, sessionId: string, next: (clock: SessionClock, nowMs: number) => SessionClock, at?: string): Promise<SessionOutcome<SessionState>> {
  return changeSession(ctx, actor, {
    sessionId,
    apply: async (locked, unit, nowMs) => {
      const clock = next(locked, nowMs);
      if (clock.accumulatedSeconds !== locked.accumulatedSeconds || clock.resumedAt !== locked.resumedAt) {
        await sessions.updateSessionClock(unit.tx, { userId: actor.userId, id: locked.id }, { ...clock, now: new Date(nowMs).toISOString() });
        const state = await stateOf(ctx, unit.tx, actor);
        unit.announce({ area: 'activity', kind: 'updated', id: locked.id, version: state.session?.updatedAt });
        return state;
      }
      return stateOf(ctx, unit.tx, actor);
    },
  }, at);
}

/** Pause: the running stretch is folded into the accumulated seconds (docs/product/activity.md "Timer"). Pausing a paused session changes nothing. */
export function pauseSession(ctx: ActivityContext, actor: Actor, sessionId: string, at?: string): Promise<SessionOutcome<SessionState>> {
  return setClock(ctx, actor, sessionId, pausedClock, at);
}

/** Resume: a new stretch starts now. Resuming a running session changes nothing. */
export function resumeSession(ctx: ActivityContext, actor: Actor, sessionId: string, at?: string): Promise<SessionOutcome<SessionState>> {
  return setClock(ctx, actor, sessionId, resumedClock, at);
}

/**
 * docs/product/activity.md "Forgotten timer": 'Keep it running' counts every second so far and starts
 * a fresh stretch, so the question comes back only after another 12 hours without a pause.
 */
export function keepSession(ctx: ActivityContext, actor: Actor, sessionId: string, at?: string): Promise<SessionOutcome<SessionState>> {
  return setClock(ctx, actor, sessionId, (clock, nowMs) => (clock.resumedAt === null ? clock : resumedClock(pausedClock(clock, nowMs), nowMs)), at);
}

/**
 * Ends the session. With time on it, an activity is logged: duration = the elapsed seconds, ratings 7
 * (docs/product/activity.md "Stop"); with none, nothing is.
 */
async function endSession(ctx: ActivityContext, actor: Actor, unit: Unit, locked: LockedSession, seconds: number, nowMs: number): Promise<StoppedSession> {
  const now = new Date(nowMs).toISOString();
  await sessions.deleteSession(unit.tx, { userId: actor.userId, id: locked.id });
  unit.announce({ area: 'activity', kind: 'deleted', id: locked.id });
  if (seconds <= 0) return { activity: null };
  const id = await insertActivity(unit.tx, {
    userId: actor.userId,
    type: locked.type,
    title: locked.title,
    description: locked.description,
    durationSeconds: seconds,
    startedAt: locked.startedAt,
    energy: TIMER_LOGGED_RATING,
    focus: TIMER_LOGGED_RATING,
    satisfaction: TIMER_LOGGED_RATING,
    todoId: locked.todoId,
    now,
  });
  const activity: Activity | null = await findActivity(unit.tx, { userId: actor.userId, id });
  if (!activity) throw new Error('an activity just logged was not found');
  unit.announce({ area: 'activity', kind: 'created', id, version: activity.updatedAt });
  return { activity };
}

export function stopSession(ctx: ActivityContext, actor: Actor, sessionId: string, at?: string): Promise<SessionOutcome<StoppedSession>> {
  return changeSession(ctx, actor, { sessionId, apply: (locked, unit, nowMs) => endSession(ctx, actor, unit, locked, elapsedSeconds(locked, nowMs), nowMs) }, at);
}

/** docs/product/activity.md "Forgotten timer": stop as of `endedAt`, a moment of the current stretch. */
export function trimSession(ctx: ActivityContext, actor: Actor, input: { sessionId: string; endedAt: string }): Promise<SessionOutcome<StoppedSession>> {
  return changeSession(ctx, actor, {
    sessionId: input.sessionId,
    apply: async (locked, unit, nowMs) => {
      const seconds = trimmedElapsedSeconds(locked, Date.parse(input.endedAt), nowMs);
      if (seconds === null) throw fieldError('endedAt', ACTIVITY_MESSAGES.endedAtOutOfRange);
      return endSession(ctx, actor, unit, locked, seconds, nowMs);
    },
  });
}

/** docs/product/activity.md "Forgotten timer": 'Discard' ends the session and logs nothing. */
export function discardSession(ctx: ActivityContext, actor: Actor, sessionId: string, at?: string): Promise<SessionOutcome<StoppedSession>> {
  return changeSession(ctx, actor, { sessionId, apply: (locked, unit, nowMs) => endSession(ctx, actor, unit, locked, 0, nowMs) }, at);
}
