import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { datesBetween } from '../calendar/calendar-days';
import { startsOfLocalDays } from '../dashboard/local-days';
import { ACTIVITY_TYPES } from './activity-constants';
import { activityReportQuerySchema, buildActivityReport, reportRange, splitAcrossDays, type ReportSpan } from './activity-report';

// docs/product/activity.md "Time report".

const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'Pacific/Kiritimati'];
const HOUR = 3_600_000;

describe('an activity is split across the local days it touches', () => {
  it('counts each day for its part, across midnight', () => {
    const starts = startsOfLocalDays('2026-11-02', '2026-11-03', 'Europe/Berlin');
    // 23:30 to 01:15 in Berlin (UTC+1)
    const span = { startMs: Date.parse('2026-11-02T22:30:00Z'), durationSeconds: 6_300 };
    expect(splitAcrossDays(span, starts)).toEqual([
      [0, 1_800],
      [1, 4_500],
    ]);
  });

  it('knows daylight-saving days have 23 and 25 hours', () => {
    const spring = startsOfLocalDays('2026-03-29', '2026-03-29', 'Europe/Berlin');
    expect(spring[1]! - spring[0]!).toBe(23 * HOUR);
    const autumn = startsOfLocalDays('2026-10-25', '2026-10-25', 'Europe/Berlin');
    expect(autumn[1]! - autumn[0]!).toBe(25 * HOUR);
    // A 30-hour activity from midnight of the autumn day: 25 hours on it, 5 on the next.
    const days = startsOfLocalDays('2026-10-25', '2026-10-26', 'Europe/Berlin');
    expect(splitAcrossDays({ startMs: days[0]!, durationSeconds: 30 * 3_600 }, days)).toEqual([
      [0, 25 * 3_600],
      [1, 5 * 3_600],
    ]);
    const springDays = startsOfLocalDays('2026-03-29', '2026-03-30', 'Europe/Berlin');
    expect(splitAcrossDays({ startMs: springDays[0]!, durationSeconds: 30 * 3_600 }, springDays)).toEqual([
      [0, 23 * 3_600],
      [1, 7 * 3_600],
    ]);
  });

  it('leaves out the part outside the range', () => {
    const starts = startsOfLocalDays('2026-11-03', '2026-11-03', 'UTC');
    expect(splitAcrossDays({ startMs: Date.parse('2026-11-02T23:00:00Z'), durationSeconds: 7_200 }, starts)).toEqual([[0, 3_600]]);
    expect(splitAcrossDays({ startMs: Date.parse('2026-11-03T23:30:00Z'), durationSeconds: 3_600 }, starts)).toEqual([[0, 1_800]]);
    expect(splitAcrossDays({ startMs: Date.parse('2026-11-04T00:00:00Z'), durationSeconds: 3_600 }, starts)).toEqual([]);
    expect(splitAcrossDays({ startMs: Date.parse('2026-11-02T23:00:00Z'), durationSeconds: 3_600 }, starts)).toEqual([]);
  });

  const spanInDays = fc
    .record({
      zone: fc.constantFrom(...ZONES),
      first: fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2060-12-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      dayCount: fc.integer({ min: 1, max: 40 }),
      startFraction: fc.double({ min: 0, max: 1, noNaN: true }),
      offsetMs: fc.integer({ min: 0, max: 999 }),
      durationSeconds: fc.integer({ min: 1, max: 5 * 86_400 }),
    })
    .map(({ zone, first, dayCount, startFraction, offsetMs, durationSeconds }) => {
      const dates = datesBetween(first, new Date(Date.parse(`${first}T00:00:00Z`) + (dayCount - 1) * 86_400_000).toISOString().slice(0, 10));
      const starts = startsOfLocalDays(dates[0]!, dates.at(-1)!, zone);
      const rangeMs = starts.at(-1)! - starts[0]!;
      const startMs = starts[0]! + Math.floor(startFraction * Math.max(0, rangeMs - durationSeconds * 1000)) + offsetMs;
      return { dates, starts, startMs, durationSeconds };
    });

  it('the parts of an activity inside the range always add up to its duration (property)', () => {
    fc.assert(
      fc.property(spanInDays, ({ starts, startMs, durationSeconds }) => {
        fc.pre(startMs + durationSeconds * 1000 <= starts.at(-1)!);
        const parts = splitAcrossDays({ startMs, durationSeconds }, starts);
        expect(parts.reduce((sum, [, seconds]) => sum + seconds, 0)).toBe(durationSeconds);
        // every part is positive, on a day of its own, in order, and no more than the day is long
        for (let i = 0; i < parts.length; i++) {
          const [index, seconds] = parts[i]!;
          expect(seconds).toBeGreaterThan(0);
          expect(seconds).toBeLessThanOrEqual(Math.round((starts[index + 1]! - starts[index]!) / 1000) + 1);
          if (i > 0) expect(index).toBeGreaterThan(parts[i - 1]![0]);
        }
      }),
    );
  });

  it('splitting a range in two splits an activity the same way (property)', () => {
    fc.assert(
      fc.property(spanInDays, fc.integer({ min: 1, max: 39 }), ({ starts, startMs, durationSeconds }, cut) => {
        fc.pre(cut < starts.length - 1);
        const whole = splitAcrossDays({ startMs, durationSeconds }, starts);
        const left = splitAcrossDays({ startMs, durationSeconds }, starts.slice(0, cut + 1));
        const right = splitAcrossDays({ startMs, durationSeconds }, starts.slice(cut)).map(([index, seconds]) => [index + cut, seconds]);
        expect([...left, ...right]).toEqual(whole);
      }),
    );
  });
});

describe('the report adds up (property)', () => {
  it('the total is the sum of the types and of the days, and each day of its types', () => {
    const spans = fc.array(
      fc.record({ type: fc.constantFrom(...ACTIVITY_TYPES), offsetHours: fc.double({ min: -30, max: 24 * 9, noNaN: true }), durationSeconds: fc.integer({ min: 1, max: 2 * 86_400 }) }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), spans, (zone, raw) => {
        const dates = datesBetween('2026-10-20', '2026-10-28');
        const starts = startsOfLocalDays(dates[0]!, dates.at(-1)!, zone);
        const list: ReportSpan[] = raw.map((span) => ({ type: span.type, startMs: starts[0]! + Math.round(span.offsetHours * HOUR), durationSeconds: span.durationSeconds }));
        const report = buildActivityReport(dates, starts, list);
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        expect(report.byDay.map((day) => day.date)).toEqual(dates);
        expect(sum(report.byType.map((entry) => entry.seconds))).toBe(report.totalSeconds);
        expect(sum(report.byDay.map((day) => day.seconds))).toBe(report.totalSeconds);
        for (const day of report.byDay) expect(sum(Object.values(day.byType))).toBe(day.seconds);
        const inside = list.filter((span) => span.startMs >= starts[0]! && span.startMs + span.durationSeconds * 1000 <= starts.at(-1)!);
        expect(report.totalSeconds).toBeGreaterThanOrEqual(sum(inside.map((span) => span.durationSeconds)));
      }),
    );
  });

  it('orders types by time, most first, and leaves out types without time', () => {
    const starts = startsOfLocalDays('2026-11-02', '2026-11-02', 'UTC');
    const at = starts[0]! + HOUR;
    const report = buildActivityReport(['2026-11-02'], starts, [
      { type: 'social', startMs: at, durationSeconds: 60 },
      { type: 'work', startMs: at, durationSeconds: 600 },
      { type: 'exercise', startMs: at, durationSeconds: 60 },
    ]);
    expect(report.byType).toEqual([
      { type: 'work', seconds: 600 },
      { type: 'exercise', seconds: 60 },
      { type: 'social', seconds: 60 },
    ]);
  });
});

describe('ranges from a date and the first day of the week', () => {
  it.each([
    ['this-week', '2026-11-27', 'sunday', '2026-11-22', '2026-11-28'],
    ['this-week', '2026-11-27', 'monday', '2026-11-23', '2026-11-29'],
    ['last-week', '2026-11-27', 'sunday', '2026-11-15', '2026-11-21'],
    ['last-week', '2026-11-22', 'monday', '2026-11-09', '2026-11-15'],
    ['this-week', '2026-11-22', 'sunday', '2026-11-22', '2026-11-28'],
    ['this-week', '2027-01-01', 'monday', '2026-12-28', '2027-01-03'],
    ['last-week', '2027-01-02', 'sunday', '2026-12-20', '2026-12-26'],
    ['this-month', '2026-12-31', 'sunday', '2026-12-01', '2026-12-31'],
    ['this-month', '2028-02-10', 'monday', '2028-02-01', '2028-02-29'],
    ['this-month', '2027-02-28', 'monday', '2027-02-01', '2027-02-28'],
  ] as const)('%s of %s (weeks from %s) is %s to %s', (kind, today, weekStart, from, to) => {
    expect(reportRange(kind, today, weekStart)).toEqual({ from, to });
  });

  it('this week and last week are seven days that hold or precede today, starting on the first day (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
        fc.constantFrom('sunday' as const, 'monday' as const),
        (today, weekStart) => {
          const week = reportRange('this-week', today, weekStart);
          const last = reportRange('last-week', today, weekStart);
          expect(datesBetween(week.from, week.to)).toHaveLength(7);
          expect(week.from <= today && today <= week.to).toBe(true);
          expect(new Date(`${week.from}T12:00:00Z`).getUTCDay()).toBe(weekStart === 'monday' ? 1 : 0);
          expect(datesBetween(last.from, week.from)).toHaveLength(8);
          const month = reportRange('this-month', today, weekStart);
          expect(month.from.slice(0, 7)).toBe(today.slice(0, 7));
          expect(month.to.slice(0, 7)).toBe(today.slice(0, 7));
          expect(activityReportQuerySchema.safeParse(month).success).toBe(true);
        },
      ),
    );
  });
});

describe('the query', () => {
  it.each([
    [{ from: '2026-11-01', to: '2026-11-30' }, null],
    [{ from: '2026-11-01', to: '2026-11-01' }, null],
    [{ from: '2024-01-01', to: '2024-12-31' }, null],
    [{ from: '2024-01-01', to: '2025-01-01' }, 'The range can span at most 366 days'],
    [{ from: '2026-11-30', to: '2026-11-01' }, 'The range must end on or after its first day'],
    [{ from: '2026-02-30', to: '2026-03-01' }, 'From must be a date written YYYY-MM-DD'],
    [{ from: '2026-03-01' }, 'To must be a date written YYYY-MM-DD'],
  ])('%j: %s', (query, message) => {
    const result = activityReportQuerySchema.safeParse(query);
    expect(result.success ? null : result.error.issues[0]!.message).toBe(message);
  });
});
