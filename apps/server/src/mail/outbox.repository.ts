import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailMessage } from './mail-message';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function insertMail(db: Db, message: MailMessage, now: Date): Promise<string> {
  const at = now.toISOString();
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...message, createdAt: at, nextAttemptAt: at })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * Takes up to `limit` due messages for this worker: rows locked by another transaction are skipped and
 * the lease (locked_until) keeps other workers away while this one sends (docs/architecture.md "Several instances").
 */
export async function claimDueMail(db: Db, now: Date, leaseMs: number, limit: number): Promise<OutboxRow[]> {
  const nowIso = now.toISOString();
  const leaseIso = new Date(now.getTime() + leaseMs).toISOString();
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          sql`${mailOutbox.nextAttemptAt} <= ${nowIso}::timestamptz`,
          sql`(${mailOutbox.lockedUntil} IS NULL OR ${mailOutbox.lockedUntil} <= ${nowIso}::timestamptz)`,
        ),
      )
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ lockedUntil: leaseIso, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(sql`${mailOutbox.id} IN (${sql.join(due.map((row) => sql`${row.id}::uuid`), sql`, `)})`)
      .returning();
  });
}

/** Keeps a claimed message away from other workers while this one is still sending it (issue 6 §8). */
export async function extendMailLease(db: Db, id: string, lockedUntil: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lockedUntil: lockedUntil.toISOString() })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

export async function markMailSent(db: Db, id: string, transport: string, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now.toISOString(), lockedUntil: null, lastError: null, transport })
    .where(eq(mailOutbox.id, id));
}

export async function markMailRetry(db: Db, id: string, error: string, nextAttemptAt: Date | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: nextAttemptAt ? 'pending' : 'failed',
      lastError: error.slice(0, 1000),
      lockedUntil: null,
      ...(nextAttemptAt ? { nextAttemptAt: nextAttemptAt.toISOString() } : {}),
    })
    .where(eq(mailOutbox.id, id));
}

/** Messages delivered to the dev mailbox, newest first. */
export async function listDevMailbox(db: Db, limit = 200): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'sent'), eq(mailOutbox.transport, 'dev-mailbox')))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}
