import type { Clock } from '../../clock';
import type { Db } from '../../db/client';

/** What the to-do services need from the app: the database and the time. */
export interface TodosContext {
  db: Db;
  clock: Clock;
}

/** Who is asking: the owner of every row touched, and the time zone "today" is taken in. */
export interface TodoActor {
  userId: string;
  /** IANA name; already validated (UTC when the client sent none or an unknown one). */
  timeZone: string;
}
