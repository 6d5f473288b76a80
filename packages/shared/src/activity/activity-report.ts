import { addDays, daysBetween, monthStartOf, weekStartOf, type WeekStart } from '../calendar/calendar-days';
import { isCalendarDate } from '../calendar/local-date';
import { z } from '../zod';
import { ACTIVITY_TYPES, type ActivityType } from './activity-constants';

// docs/product/activity.md "Time report": where a person's logged time went, by type and by local day,
// over a range of their days. Pure: the server reads the rows and the zone; these rules do the sums.

/** A range spans at most a year of days, leap years included. */
export const ACTIVITY_REPORT_MAX_DAYS = 366;

export const ACTIVITY_REPORT_MESSAGES = {
  invalidFrom: 'From must be a date written YYYY-MM-DD',
  invalidTo: 'To must be a date written YYYY-MM-DD',
  toBeforeFrom: 'The range must end on or after its first day',
  tooLong: `The range can span at most ${ACTIVITY_REPORT_MAX_DAYS} days`,
  empty: 'No activity logged in this range.',
} as const;

const calendarDate = (message: string) => z.string({ error: message }).refine(isCalendarDate, message);

/** Query of GET /api/activity-report and /api/activity-report.csv: local dates, both included. */
export const activityReportQuerySchema = z
  .strictObject({ from: calendarDate(ACTIVITY_REPORT_MESSAGES.invalidFrom), to: calendarDate(ACTIVITY_REPORT_MESSAGES.invalidTo) })
  .superRefine(({ from, to }, context) => {
    if (to < from) context.addIssue({ code: 'custom', message: ACTIVITY_REPORT_MESSAGES.toBeforeFrom, path: ['to'] });
    else if (daysBetween(from, to) + 1 > ACTIVITY_REPORT_MAX_DAYS) context.addIssue({ code: 'custom', message: ACTIVITY_REPORT_MESSAGES.tooLong, path: ['to'] });
  });
export type ActivityReportQuery = z.output<typeof activityReportQuerySchema>;

export type SecondsByType = Record<ActivityType, number>;

export interface ActivityReportDay {
  date: string;
  seconds: number;
  byType: SecondsByType;
}

/** The answer of GET /api/activity-report. */
export interface ActivityReport {
  from: string;
  to: string;
  totalSeconds: number;
  /** The types with time in the range, most time first (ties in the types' own order). */
  byType: Array<{ type: ActivityType; seconds: number }>;
  /** Every day of the range, in order, days without time included. */
  byDay: ActivityReportDay[];
}

/** An activity as the report sees it: a stretch of `durationSeconds` from `startMs` (epoch ms). */
export interface ReportSpan {
  type: ActivityType;
  startMs: number;
  durationSeconds: number;
}

const zeroByType = (): SecondsByType => Object.fromEntries(ACTIVITY_TYPES.map((type) => [type, 0])) as SecondsByType;

/** The index of the last start at or before `ms` (−1 before the first). */
function lastStartAtOrBefore(ms: number, starts: readonly number[]): number {
  let low = -1;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (starts[middle]! <= ms) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * docs/product/activity.md "Time report": an activity that runs past midnight counts on each day for
 * its part. `dayStarts` are the start instants of consecutive local days followed by the end of the last
 * (so a clock-change day is 23 or 25 hours long). Returns the whole seconds on each day the activity
 * touches, as `[dayIndex, seconds]`; a part outside the days is left out. The seconds are cut at the
 * rounded offsets of the midnights, so the parts of an activity inside the days add up to its duration.
 */
export function splitAcrossDays(span: Pick<ReportSpan, 'startMs' | 'durationSeconds'>, dayStarts: readonly number[]): Array<[dayIndex: number, seconds: number]> {
  const dayCount = dayStarts.length - 1;
  if (dayCount < 1 || span.durationSeconds <= 0) return [];
  const endMs = span.startMs + span.durationSeconds * 1000;
  if (endMs <= dayStarts[0]! || span.startMs >= dayStarts[dayCount]!) return [];
  // The seconds of the activity before an instant, whole and within its length.
  const secondsBefore = (ms: number) => Math.min(span.durationSeconds, Math.max(0, Math.round((ms - span.startMs) / 1000)));
  const parts: Array<[number, number]> = [];
  for (let index = Math.max(0, lastStartAtOrBefore(span.startMs, dayStarts)); index < dayCount && dayStarts[index]! < endMs; index++) {
    const seconds = secondsBefore(dayStarts[index + 1]!) - secondsBefore(dayStarts[index]!);
    if (seconds > 0) parts.push([index, seconds]);
  }
  return parts;
}

/** The seconds of `span` that fall within the days (its part in the range). */
export function secondsWithin(span: Pick<ReportSpan, 'startMs' | 'durationSeconds'>, dayStarts: readonly number[]): number {
  return splitAcrossDays(span, dayStarts).reduce((sum, [, seconds]) => sum + seconds, 0);
}

/** The report of `spans` over the local days `dates` (from first to last), whose starts are `dayStarts` (one more than the dates). */
export function buildActivityReport(dates: readonly string[], dayStarts: readonly number[], spans: readonly ReportSpan[]): ActivityReport {
  const byDay: ActivityReportDay[] = dates.map((date) => ({ date, seconds: 0, byType: zeroByType() }));
  const totals = zeroByType();
  for (const span of spans) {
    for (const [index, seconds] of splitAcrossDays(span, dayStarts)) {
      const day = byDay[index]!;
      day.seconds += seconds;
      day.byType[span.type] += seconds;
      totals[span.type] += seconds;
    }
  }
  const byType = ACTIVITY_TYPES.map((type) => ({ type, seconds: totals[type] }))
    .filter((entry) => entry.seconds > 0)
    .sort((a, b) => b.seconds - a.seconds || ACTIVITY_TYPES.indexOf(a.type) - ACTIVITY_TYPES.indexOf(b.type));
  return {
    from: dates[0] ?? '',
    to: dates.at(-1) ?? '',
    totalSeconds: byType.reduce((sum, entry) => sum + entry.seconds, 0),
    byType,
    byDay,
  };
}

export const REPORT_RANGE_KINDS = ['this-week', 'last-week', 'this-month'] as const;
export type ReportRangeKind = (typeof REPORT_RANGE_KINDS)[number];

/**
 * docs/product/activity.md "Time report": 'This week' and 'Last week' are whole weeks beginning on the
 * person's first day of the week; 'This month' is the whole calendar month. Days still to come are in
 * the range (they have no time yet).
 */
export function reportRange(kind: ReportRangeKind, today: string, weekStart: WeekStart): { from: string; to: string } {
  if (kind === 'this-month') {
    const from = monthStartOf(today);
    return { from, to: addDays(monthStartOf(addDays(from, 31)), -1) };
  }
  const thisWeek = weekStartOf(today, weekStart);
  const from = kind === 'this-week' ? thisWeek : addDays(thisWeek, -7);
  return { from, to: addDays(from, 6) };
}

/** 'YYYY-MM-DD' of the CSV's file name: cadence-time-2026-11-01-to-2026-11-30.csv. */
export const activityReportFileName = (range: { from: string; to: string }) => `cadence-time-${range.from}-to-${range.to}.csv`;
