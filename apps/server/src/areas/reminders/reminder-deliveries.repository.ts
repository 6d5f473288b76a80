import { and, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { reminderDeliveries, reminderSnoozes } from '../../db/schema';

// SQL of reminder_deliveries and reminder_snoozes (docs/decisions/019-reminders-web-push.md "Exactly
// once"): the claim that makes each reminder go out once, its outcome, and its action token.

export type ReminderKind = 'task' | 'habit';

export interface ClaimRequest {
  userId: string;
  reminderKey: string;
  kind: ReminderKind;
  itemId: string;
  slot: string | null;
  dueAt: string;
  /** 'claimed' to send it; 'skipped' for one past the lateness limit, recorded and never sent. */
  state: 'claimed' | 'skipped';
  now: string;
  /** A claim older than this whose send never finished may be taken again. */
  staleBefore: string;
  tokenHash: string | null;
}

/**
 * Claims a reminder in one statement: the row goes in, or — only when the row there is a claim whose
 * send never finished (its process died) — it is taken over. Any other instance doing the same at the
 * same moment waits on the row and then finds it taken: exactly one gets the id back.
 */
export async function claimReminder(db: Db, claim: ClaimRequest): Promise<string | null> {
  const fresh = {
    kind: claim.kind,
    itemId: claim.itemId,
    slot: claim.slot,
    dueAt: claim.dueAt,
    state: claim.state,
    claimedAt: claim.now,
    tokenHash: claim.tokenHash,
  };
  const [row] = await db
    .insert(reminderDeliveries)
    .values({ userId: claim.userId, reminderKey: claim.reminderKey, ...fresh })
    .onConflictDoUpdate({
      target: [reminderDeliveries.userId, reminderDeliveries.reminderKey],
      set: { ...fresh, sentAt: null, latenessSeconds: null, channel: null, tokenExpiresAt: null, usedAt: null },
      setWhere: sql`${reminderDeliveries.state} = 'claimed' and ${reminderDeliveries.claimedAt} < ${claim.staleBefore}::timestamptz`,
    })
    .returning({ id: reminderDeliveries.id });
  return row?.id ?? null;
}

/**
 * Of these keys, the ones already settled — sent, skipped, or claimed less than two minutes ago — so
 * the scheduler does not try them again (keys carry the task's or habit's id: unique across people).
 * `final` holds those sent or skipped: they never change again.
 */
export async function settledKeys(db: Db, keys: readonly string[], staleBefore: string): Promise<{ settled: Set<string>; final: Set<string> }> {
  const settled = new Set<string>();
  const final = new Set<string>();
  for (let start = 0; start < keys.length; start += 500) {
    const rows = await db
      .select({ userId: reminderDeliveries.userId, reminderKey: reminderDeliveries.reminderKey, state: reminderDeliveries.state })
      .from(reminderDeliveries)
      .where(
        and(
          inArray(reminderDeliveries.reminderKey, keys.slice(start, start + 500)),
          sql`not (${reminderDeliveries.state} = 'claimed' and ${reminderDeliveries.claimedAt} < ${staleBefore}::timestamptz)`,
        ),
      );
    for (const row of rows) {
      settled.add(`${row.userId} ${row.reminderKey}`);
      if (row.state !== 'claimed') final.add(`${row.userId} ${row.reminderKey}`);
    }
  }
  return { settled, final };
}

/** How a claimed reminder ended. */
export async function recordOutcome(
  db: Db,
  id: string,
  outcome: { state: 'sent' | 'skipped'; sentAt: string | null; latenessSeconds: number | null; channel: 'push' | 'email' | 'none' | null; tokenExpiresAt: string | null },
): Promise<void> {
  await db.update(reminderDeliveries).set(outcome).where(eq(reminderDeliveries.id, id));
}

export interface TokenDelivery {
  id: string;
  userId: string;
  kind: ReminderKind;
  itemId: string;
  slot: string | null;
}

/** The sent reminder this token belongs to, while it works (not expired, not used for 'done'). */
export async function deliveryOfToken(db: Db, tokenHash: string, now: string): Promise<TokenDelivery | null> {
  const [row] = await db
    .select({ id: reminderDeliveries.id, userId: reminderDeliveries.userId, kind: reminderDeliveries.kind, itemId: reminderDeliveries.itemId, slot: reminderDeliveries.slot })
    .from(reminderDeliveries)
    .where(and(eq(reminderDeliveries.tokenHash, tokenHash), eq(reminderDeliveries.state, 'sent'), isNull(reminderDeliveries.usedAt), gt(reminderDeliveries.tokenExpiresAt, now)));
  return row ?? null;
}

/** Uses the token, once: false when another request used it first. */
export async function useToken(db: Db, id: string, now: string): Promise<boolean> {
  const rows = await db
    .update(reminderDeliveries)
    .set({ usedAt: now })
    .where(and(eq(reminderDeliveries.id, id), isNull(reminderDeliveries.usedAt)))
    .returning({ id: reminderDeliveries.id });
  return rows.length > 0;
}

/** Gives a token back when what it was used for could not be done. */
export async function releaseToken(db: Db, id: string): Promise<void> {
  await db.update(reminderDeliveries).set({ usedAt: null }).where(eq(reminderDeliveries.id, id));
}

/** 'Snooze 10 min': the same reminder again at `fireAt`; pressing it twice on one notification asks once. */
export async function insertSnooze(db: Db, snooze: { userId: string; deliveryId: string; fireAt: string }): Promise<void> {
  await db.insert(reminderSnoozes).values(snooze).onConflictDoNothing({ target: reminderSnoozes.deliveryId });
}

export interface DueSnooze {
  deliveryId: string;
  userId: string;
  fireAt: string;
  kind: ReminderKind;
  itemId: string;
  slot: string | null;
}

/** Snoozes due after `from` and at or before `to`, with the reminder they repeat. */
export async function snoozesBetween(db: Db, range: { from: string; to: string }): Promise<DueSnooze[]> {
  const rows = await db
    .select({
      deliveryId: reminderSnoozes.deliveryId,
      userId: reminderSnoozes.userId,
      fireAt: reminderSnoozes.fireAt,
      kind: reminderDeliveries.kind,
      itemId: reminderDeliveries.itemId,
      slot: reminderDeliveries.slot,
    })
    .from(reminderSnoozes)
    .innerJoin(reminderDeliveries, eq(reminderDeliveries.id, reminderSnoozes.deliveryId))
    .where(and(gt(reminderSnoozes.fireAt, range.from), lte(reminderSnoozes.fireAt, range.to)));
  return rows.map((row) => ({ ...row, fireAt: toIsoTimestamp(row.fireAt) }));
}

/**
 * Forgets reminders claimed before `before`, with their snoozes (housekeeping). Kept past the action
 * tokens' week and past the scheduler's look-back, so none is sent again.
 */
export async function deleteOldDeliveries(db: Db, before: string): Promise<number> {
  const rows = await db.delete(reminderDeliveries).where(lt(reminderDeliveries.claimedAt, before)).returning({ id: reminderDeliveries.id });
  return rows.length;
}
