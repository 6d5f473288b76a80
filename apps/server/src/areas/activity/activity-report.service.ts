import {
  type ActivityReport,
  type ActivityReportQuery,
  type ActivityType,
  activityReportFileName,
  buildActivityReport,
  CSV_BOM,
  csvLine,
  datesBetween,
  type ReportSpan,
  secondsWithin,
  startsOfLocalDays,
  wallClockOf,
} from '@cadence/shared';
import type { AreaContext } from '../../context/area-context';
import type { Actor } from '../../context/actor';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { type ReportRow, reportRows } from './activity-report.repository';

// docs/product/activity.md "Time report": time by type and by local day over a range of the person's
// days, and the same range's activities as a CSV file.

interface ReportInput {
  dates: string[];
  dayStarts: number[];
  rows: ReportRow[];
}

async function readRange(ctx: AreaContext, actor: Actor, query: ActivityReportQuery): Promise<ReportInput> {
  const dates = datesBetween(query.from, query.to);
  // The local days' starts in the person's zone: a clock-change day is 23 or 25 hours long.
  const dayStarts = startsOfLocalDays(query.from, query.to, actor.timeZone);
  const rows = await reportRows(ctx.db, {
    userId: actor.userId,
    from: new Date(dayStarts[0]!).toISOString(),
    to: new Date(dayStarts.at(-1)!).toISOString(),
  });
  return { dates, dayStarts, rows };
}

const spanOf = (row: ReportRow): ReportSpan => ({ type: row[0] as ActivityType, startMs: Date.parse(toIsoTimestamp(row[1])), durationSeconds: Number(row[2]) });

export async function getActivityReport(ctx: AreaContext, actor: Actor, query: ActivityReportQuery): Promise<ActivityReport> {
  const { dates, dayStarts, rows } = await readRange(ctx, actor, query);
  return buildActivityReport(dates, dayStarts, rows.map(spanOf));
}

const two = (value: number) => String(value).padStart(2, '0');

/** '2026-11-03T23:30:00+01:00': the instant as the person's wall clock read it, with the zone's offset. */
export function localIsoTime(ms: number, timeZone: string): string {
  const second = Math.floor(ms / 1000) * 1000;
  const wall = wallClockOf(new Date(second), timeZone);
  const offsetMinutes = Math.round((Date.parse(`${wall.date}T00:00:00.000Z`) + wall.msOfDay - second) / 60_000);
  const clock = Math.floor(wall.msOfDay / 1000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = Math.abs(offsetMinutes);
  return `${wall.date}T${two(Math.floor(clock / 3600))}:${two(Math.floor(clock / 60) % 60)}:${two(clock % 60)}${sign}${two(Math.floor(offset / 60))}:${two(offset % 60)}`;
}

/** '1:05:09': hours (unbounded), minutes and seconds, as spreadsheets read a duration. */
export function durationCell(seconds: number): string {
  return `${Math.floor(seconds / 3600)}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

export const ACTIVITY_REPORT_CSV_HEADER = ['date', 'start', 'end', 'duration', 'duration_seconds', 'seconds_in_range', 'type', 'title', 'description'] as const;

/**
 * The range's activities as CSV (docs/product/activity.md "Time report"), one row per activity with time
 * in the range, oldest first, in the export's conventions (docs/product/data.md "The zip"): BOM, header,
 * CRLF, the formula guard. `seconds_in_range` is its part inside the range, so the column adds up to the
 * report's total.
 */
export async function activityReportCsv(ctx: AreaContext, actor: Actor, query: ActivityReportQuery): Promise<{ fileName: string; text: string }> {
  const { dayStarts, rows } = await readRange(ctx, actor, query);
  const lines = [CSV_BOM, csvLine(ACTIVITY_REPORT_CSV_HEADER)];
  for (const row of rows) {
    const span = spanOf(row);
    const start = localIsoTime(span.startMs, actor.timeZone);
    lines.push(
      csvLine([
        start.slice(0, 10),
        start,
        localIsoTime(span.startMs + span.durationSeconds * 1000, actor.timeZone),
        durationCell(span.durationSeconds),
        span.durationSeconds,
        secondsWithin(span, dayStarts),
        span.type,
        row[3],
        row[4],
      ]),
    );
  }
  return { fileName: activityReportFileName(query), text: lines.join('') };
}
