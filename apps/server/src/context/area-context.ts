import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { EventPublisher } from '../realtime/change-event';

/**
 * What every area's services get from the app (docs/architecture.md "Seams"): the database, the time,
 * the log and the live-update publisher. Composed once in app.ts; an area never reaches for another
 * area's internals, it is handed the capabilities it needs next to this.
 */
export interface AreaContext {
  db: Db;
  clock: Clock;
  logger: Logger;
  /** Every change a service makes is published after its transaction commits (docs/architecture.md "Live sync"). */
  events: EventPublisher;
}
