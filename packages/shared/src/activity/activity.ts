import type { TodoStatus } from '../todos/todo-constants';
import type { ActivityType } from './activity-constants';

// What the activity API answers (docs/product/activity.md "API routes"). Timestamps are ISO strings in UTC.

/** The to-do an activity or a running session is linked to, while that task exists (docs/product/activity.md "Linked task"). */
export interface LinkedTask {
  id: string;
  title: string;
  status: TodoStatus;
}

/** One logged activity (docs/product/activity.md "Activity"). */
export interface Activity {
  id: string;
  type: ActivityType;
  title: string;
  description: string | null;
  /** Seconds tracked, pauses excluded. */
  durationSeconds: number;
  /** When the activity began: its date in the history and in "Today's Schedule". */
  startedAt: string;
  energy: number;
  focus: number;
  satisfaction: number;
  /** The linked task's id while it exists (a deleted task reads as no link). */
  todoId: string | null;
  todo: LinkedTask | null;
  createdAt: string;
  updatedAt: string;
}

/** Body of a 409 from PATCH /api/activities/:id: the activity changed since the form opened, and here it is now. */
export interface StaleActivityResponse {
  error: { code: 'CONFLICT'; message: string };
  activity: Activity;
}

/** A page of the history, newest first; `nextCursor` asks for the next one, null on the last page. */
export interface ActivityPage {
  items: Activity[];
  nextCursor: string | null;
}

/**
 * The running timer (docs/product/activity.md "Timer", docs/architecture.md "Server-owned state"): computed, not counted. Elapsed is
 * `accumulatedSeconds` plus the time since `resumedAt`; `resumedAt` is null while paused.
 */
export interface ActiveSession {
  id: string;
  title: string;
  type: ActivityType;
  description: string | null;
  todoId: string | null;
  todo: LinkedTask | null;
  startedAt: string;
  accumulatedSeconds: number;
  resumedAt: string | null;
  /** The session's version: it moves forward with every change. */
  updatedAt: string;
}

/**
 * GET /api/activity-session and every change to it: the session (null when none runs) and the
 * server's time, so a screen whose clock is off still shows the right elapsed time.
 */
export interface SessionState {
  session: ActiveSession | null;
  serverNow: string;
}

/** Body of a 409: another session runs (or a different one than the client saw), and here it is. */
export interface SessionConflictResponse extends SessionState {
  error: { code: 'CONFLICT'; message: string };
}

/** What stopping (or trimming) a session gives: the activity it logged, or null when nothing had run. */
export interface StoppedSession {
  activity: Activity | null;
}
