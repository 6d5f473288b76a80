import { Hono } from 'hono';
import type { PushPayload } from '@cadence/shared';
import type { Clock } from '../../clock';
import type { AppEnv } from '../../http/app-env';
import type { PushSender } from './reminder-context';

// docs/product/reminders.md "On this machine": with the dev mailbox on (the server's public address is
// this machine), the pushes this instance sent are listed for a person at this machine, as the e-mails
// are: a browser here has no push service to show them, and the browser suite takes a real action
// token from here. Kept in memory, the last 50.

const KEPT = 50;

export interface DevPush {
  endpoint: string;
  payload: PushPayload;
  sentAt: string;
}

export interface DevPushLog {
  /** The sender, recording every message it is asked to send. */
  around(sender: PushSender, clock: Clock): PushSender;
  /** Newest first. */
  list(): DevPush[];
}

export function createDevPushLog(): DevPushLog {
  const pushes: DevPush[] = [];
  return {
    around(sender, clock) {
      return {
        allows: sender.allows,
        send(target, message, vapid) {
          pushes.unshift({ endpoint: target.endpoint, payload: JSON.parse(message.payload) as PushPayload, sentAt: clock.now().toISOString() });
          pushes.length = Math.min(pushes.length, KEPT);
          return sender.send(target, message, vapid);
        },
      };
    },
    list: () => [...pushes],
  };
}

/** GET /api/dev/pushes (JSON). Mounted only in dev-mailbox mode, behind loopbackOnly. */
export function devPushLogRoutes(log: DevPushLog): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => c.json({ pushes: log.list() }));
  return app;
}
