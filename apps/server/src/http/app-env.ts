import type { Logger } from 'pino';
import type { BackgroundTasks } from '../background-tasks';
import type { Auth } from '../areas/auth/create-auth';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db, DatabaseKind } from '../db/client';
import type { MailOutbox } from '../mail/mail-outbox';

/** The signed-in user as routes see it (set by requireUser). */
export interface AuthUser {
  id: string;
  email: string;
}

/** Hono environment for every router: `new Hono<AppEnv>()`. */
export interface AppEnv {
  Variables: {
    requestId: string;
    user: AuthUser;
    sessionId: string;
  };
}

/** What createApp wires together; areas take it as `todosRoutes(deps: AppDeps)`. */
export interface AppDeps {
  config: Config;
  db: Db;
  databaseKind: DatabaseKind;
  clock: Clock;
  logger: Logger;
  auth: Auth;
  outbox: MailOutbox;
  background: BackgroundTasks;
}
