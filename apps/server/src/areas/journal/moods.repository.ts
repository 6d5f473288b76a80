import { and, eq } from 'drizzle-orm';
import { MOOD_LOG_LIST_LIMIT, type CreateMoodLogRequest } from '@cadence/shared';
import type { Db } from '../../db/client';
import { type RowQuery, selectRows } from '../../db/row-query';
import { moodLogs, moodLogsOf } from '../../db/schema';
import { MOOD_LOG_COLUMNS } from './journal-json';

// SQL for mood_logs (docs/product/moods.md). Every statement is scoped by the owner.

export interface MoodLogKey {
  userId: string;
  id: string;
}

/** docs/product/moods.md "API": the newest check-ins first, a fixed number of them (the fast list path). */
export const LIST_MOOD_LOGS: RowQuery = {
  name: 'list_mood_logs',
  text: `select ${MOOD_LOG_COLUMNS} from mood_logs where user_id = $1 order by logged_at desc, id desc limit ${MOOD_LOG_LIST_LIMIT}`,
};

export function selectMoodLogs(db: Db, userId: string): Promise<unknown[][]> {
  return selectRows(db, LIST_MOOD_LOGS, [userId]);
}

const moodLogFields = {
  id: moodLogs.id,
  value: moodLogs.value,
  notes: moodLogs.notes,
  factors: moodLogs.factors,
  loggedAt: moodLogs.loggedAt,
  createdAt: moodLogs.createdAt,
};

/** The new check-in's columns, or null when the id the client chose is taken (by anyone). */
export async function insertMoodLog(tx: Db, log: Omit<CreateMoodLogRequest, 'loggedAt'> & { userId: string; loggedAt: string; createdAt: string }): Promise<unknown[] | null> {
  const [row] = await tx.insert(moodLogs).values(log).onConflictDoNothing({ target: moodLogs.id }).returning(moodLogFields);
  return row ? [row.id, row.value, row.notes, row.factors, row.loggedAt, row.createdAt] : null;
}

/** False when the user has no such check-in. */
export async function deleteMoodLog(tx: Db, key: MoodLogKey): Promise<boolean> {
  const rows = await tx
    .delete(moodLogs)
    .where(and(eq(moodLogs.id, key.id), moodLogsOf(key.userId)))
    .returning({ id: moodLogs.id });
  return rows.length > 0;
}

/** [logged_at, value] of the user's check-ins logged at or after `since`, for the trend. */
export const MOOD_LOGS_SINCE: RowQuery = {
  name: 'mood_logs_since',
  text: 'select logged_at, value from mood_logs where user_id = $1 and logged_at >= $2::timestamptz',
};

export function selectMoodLogValuesSince(db: Db, { userId, since }: { userId: string; since: string }): Promise<unknown[][]> {
  return selectRows(db, MOOD_LOGS_SINCE, [userId, since]);
}
