import type { Logger } from 'pino';
import type { Clock } from './clock';
import type { Db } from './db/client';
import { AGENT_CHANGE_UNDO_DAYS } from '@cadence/shared';
import { deleteOldAgentChanges } from './areas/access/agent-changes.repository';
import { deleteExpiredDrafts } from './areas/data/import.repository';
import { deleteOldDeliveries } from './areas/reminders/reminder-deliveries.repository';
import { deleteOldWriteKeys } from './http/write-keys.repository';
import { deleteEndedWindows } from './rate-limit/rate-limit.repository';

/** How often old bookkeeping rows are cleared; every instance runs it, the deletes are idempotent. */
const MAINTENANCE_INTERVAL_MS = 10 * 60_000;
/** Sent reminders are kept past their action tokens' week and the scheduler's look-back (docs/product/reminders.md "Actions"). */
const REMINDER_RECORD_DAYS = 8;
/** A change's Idempotency-Key and answer are kept a day (docs/product/offline.md "Changes made offline"). */
const WRITE_KEYS_KEPT_MS = 24 * 60 * 60_000;
/** A token's logged changes are kept a week past their undo window, then go (docs/product/access.md "Undo"). */
const AGENT_CHANGES_KEPT_DAYS = AGENT_CHANGE_UNDO_DAYS + 7;

/**
 * Housekeeping that no request should wait for: throttle windows that ended (each e-mail's minute
 * window leaves a row, issue 6 §9) import previews nobody confirmed (docs/product/data.md "Import"), changes' Idempotency-Keys a day old, tokens' logged changes a week past their undo window and the records of reminders sent over a week ago (docs/product/reminders.md) are deleted. Returns a stop function.
 */
export function startMaintenance({ db, clock, logger }: { db: Db; clock: Clock; logger: Logger }, intervalMs = MAINTENANCE_INTERVAL_MS): () => void {
  const run = async () => {
    try {
      await deleteEndedWindows(db, clock.now());
      await deleteExpiredDrafts(db, clock.now().toISOString());
      await deleteOldDeliveries(db, new Date(clock.now().getTime() - REMINDER_RECORD_DAYS * 86_400_000).toISOString());
      await deleteOldWriteKeys(db, new Date(clock.now().getTime() - WRITE_KEYS_KEPT_MS).toISOString());
      await deleteOldAgentChanges(db, new Date(clock.now().getTime() - AGENT_CHANGES_KEPT_DAYS * 86_400_000).toISOString());
    } catch (error) {
      logger.warn({ err: error }, 'maintenance run failed');
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
