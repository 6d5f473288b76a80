import type { Db } from '../../db/client';
import { type RowQuery, selectRows } from '../../db/row-query';

// docs/product/activity.md "Time report": the activities with time in a range, read as plain rows and
// summed in Node (docs/architecture.md "The fast list path": the database only selects).

/**
 * The user's live activities that overlap [from, to): started before the range ends and ending after it
 * begins (an activity runs `duration_seconds` from its start). Read on activities_user_started_idx, in
 * the index's order. An activity can be longer than a day (a timer kept running), so no lower bound on
 * the start is safe: the scan goes back through the person's older activities, filtered on their end.
 */
const REPORT_ACTIVITIES: RowQuery = {
  name: 'activity_report_rows',
  text: `select a.type, a.started_at, a.duration_seconds, a.title, a.description
    from activities a
    where a.user_id = $1 and a.deleted_at is null and a.started_at < $3::timestamptz
      and a.started_at + a.duration_seconds * interval '1 second' > $2::timestamptz
    order by a.started_at desc nulls last, a.id desc nulls last`,
};

/** One row: type, started_at (PostgreSQL text), duration_seconds, title, description. */
export type ReportRow = [type: string, startedAt: string, durationSeconds: number, title: string, description: string | null];

/** The rows overlapping [from, to), oldest start first. */
export async function reportRows(db: Db, range: { userId: string; from: string; to: string }): Promise<ReportRow[]> {
  const rows = await selectRows(db, REPORT_ACTIVITIES, [range.userId, range.from, range.to]);
  return (rows as ReportRow[]).reverse();
}
