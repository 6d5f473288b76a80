import webpush from 'web-push';
import type { Clock } from '../../clock';
import type { PushConfig } from '../../config';
import type { Db } from '../../db/client';
import type { VapidKeyring } from './reminder-context';
import { keepFirstKey, readKey } from './server-keys.repository';

const VAPID_KEY_NAME = 'vapid';

/**
 * The server's VAPID identity (docs/product/reminders.md "Devices"): VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY
 * when set; else one pair generated once and kept in the database, so every instance signs with the same
 * key and subscriptions made through one work through all. Instances starting together each offer a
 * pair; the first stored wins and all read it back.
 */
export function createVapidKeyring(db: Db, clock: Clock, config: PushConfig): VapidKeyring {
  let pending: Promise<{ publicKey: string; privateKey: string }> | null = null;
  async function load() {
    if (config.vapidKeys) return config.vapidKeys;
    const stored = (await readKey(db, VAPID_KEY_NAME)) ?? (await keepFirstKey(db, VAPID_KEY_NAME, JSON.stringify(webpush.generateVAPIDKeys()), clock.now().toISOString()));
    const pair = JSON.parse(stored) as { publicKey: string; privateKey: string };
    return { publicKey: pair.publicKey, privateKey: pair.privateKey };
  }
  return {
    async keys() {
      // A failed read (the database away) is tried again on the next call.
      pending ??= load().catch((error: unknown) => {
        pending = null;
        throw error;
      });
      return { subject: config.vapidSubject, ...(await pending) };
    },
  };
}
