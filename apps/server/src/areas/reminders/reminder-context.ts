import type { Actor } from '../../context/actor';
import type { AreaContext } from '../../context/area-context';
import type { Unit } from '../../context/unit-of-work';
import type { Db } from '../../db/client';
import type { MailOutbox } from '../../mail/mail-outbox';

// What the reminders area works with (docs/architecture.md "Seams"): the app's context, the push
// sender, the server's VAPID keys, the outbox, and what it may do with tasks and habits, handed over
// by app.ts (areas never import each other).

/** A device as a push message needs it. */
export interface PushTarget {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** One push message: the payload (encrypted for the device by web-push), and what the push service may see. */
export interface PushMessage {
  payload: string;
  /** A hash: the push service replaces an undelivered message with the same topic. */
  topic: string;
  ttlSeconds: number;
}

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** accepted: the push service took it (2xx); gone: the subscription no longer exists (404/410); failed: anything else. */
export type PushOutcome = 'accepted' | 'gone' | 'failed';

export interface PushSender {
  /** True when this server may send to the endpoint (docs/product/reminders.md "Devices"). */
  allows(endpoint: string): boolean;
  send(target: PushTarget, message: PushMessage, vapid: VapidDetails): Promise<PushOutcome>;
}

export interface VapidKeyring {
  /** The server's VAPID identity, the same on every instance. */
  keys(): Promise<VapidDetails>;
}

/** What the reminders area may do with tasks: complete one, through the to-do area's own rules. */
export interface TaskReminderLinks {
  /** False when the person has no such live task. */
  complete(actor: Actor, todoId: string): Promise<boolean>;
}

/** What the reminders area may do with habits: the habits area's "done today". */
export interface HabitReminderLinks {
  isOwnHabit(db: Db, link: { userId: string; habitId: string }): Promise<boolean>;
  recordCompletion(unit: Unit, completion: { actor: Actor; habitId: string; at: Date }): Promise<void>;
}

export interface RemindersContext extends AreaContext {
  /** PUBLIC_URL: the e-mail's link. */
  publicUrl: string;
  /** Behind a proxy, the client's address for the actions' throttle is in X-Forwarded-For. */
  trustProxy: boolean;
  outbox: MailOutbox;
  push: PushSender;
  vapid: VapidKeyring;
  tasks: TaskReminderLinks;
  habits: HabitReminderLinks;
  /**
   * This instance's memory of reminders already sent or skipped (person and key -> when it went out, ms),
   * so a run asks the database only about the others. Forgotten once past the scheduler's look-back.
   */
  settled: Map<string, number>;
}
