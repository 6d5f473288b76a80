import type { Actor } from '../context/actor';

/** The signed-in user as routes see it (set by requireUser). */
export interface AuthUser {
  id: string;
  email: string;
}

/** Hono environment for every router: `new Hono<AppEnv>()`. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** Set by requireUser on every signed-in route. */
    user: AuthUser;
    sessionId: string;
    /** ISO timestamp of the session's end (a live-update stream ends with it). */
    sessionExpiresAt: string;
    actor: Actor;
  };
}
