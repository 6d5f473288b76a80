import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, weekdayOf } from '../calendar/calendar-days';
import { isBackupDue, isoWeekStartOf, planBackupRotation } from './backup-rotation';

// docs/product/backups.md "What is kept" and "When".

const backup = (createdAt: string) => ({ createdAt });
const utcDate = (iso: string) => iso.slice(0, 10);
/** One backup a day at 03:00 UTC for `days` days ending on `last`. */
const dailyBackups = (last: string, days: number) => Array.from({ length: days }, (_, index) => backup(`${addDays(last, -index)}T03:00:00.000Z`));

const instant = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString());
const backupsArbitrary = fc.uniqueArray(instant, { maxLength: 80 }).map((instants) => instants.map(backup));
/** Many backups close together: several a day, over a few months. */
const clusteredArbitrary = fc
  .tuple(fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true }), fc.uniqueArray(fc.integer({ min: 0, max: 120 * 24 }), { maxLength: 120 }))
  .map(([start, hours]) => hours.map((hour) => backup(new Date(start.getTime() + hour * 3_600_000).toISOString())));
const policyArbitrary = fc.record({ daily: fc.integer({ min: 1, max: 10 }), weekly: fc.integer({ min: 0, max: 6 }) });

describe('isoWeekStartOf', () => {
  it('is the Monday of the ISO week, Sunday belonging to the week before', () => {
    expect(isoWeekStartOf('2026-03-16')).toBe('2026-03-16'); // a Monday
    expect(isoWeekStartOf('2026-03-22')).toBe('2026-03-16'); // the Sunday after
    expect(isoWeekStartOf('2026-03-15')).toBe('2026-03-09');
    expect(isoWeekStartOf('2027-01-01')).toBe('2026-12-28'); // across a year's end
  });

  it('property: a Monday at most six days before', () => {
    fc.assert(
      fc.property(instant, (iso) => {
        const start = isoWeekStartOf(utcDate(iso));
        expect(weekdayOf(start)).toBe(1);
        expect(dayNumber(utcDate(iso)) - dayNumber(start)).toBeGreaterThanOrEqual(0);
        expect(dayNumber(utcDate(iso)) - dayNumber(start)).toBeLessThanOrEqual(6);
      }),
    );
  });
});

describe('planBackupRotation (docs/product/backups.md "What is kept")', () => {
  it('keeps nothing of nothing', () => {
    expect(planBackupRotation([])).toEqual({ keep: [], remove: [] });
  });

  it('with a backup every day, keeps the last 7 days, then one for each of the 4 weeks before', () => {
    // 2026-03-18 is a Wednesday: the daily ones run back to Thursday 12 March (ISO week of Monday 9 March).
    const all = dailyBackups('2026-03-18', 60);
    const { keep, remove } = planBackupRotation(all);
    expect(keep.map((b) => utcDate(b.createdAt))).toEqual([
      '2026-03-18', '2026-03-17', '2026-03-16', '2026-03-15', '2026-03-14', '2026-03-13', '2026-03-12',
      // The newest of the weeks starting 2 March, 23 February, 16 February and 9 February: their Sundays.
      '2026-03-08', '2026-03-01', '2026-02-22', '2026-02-15',
    ]);
    expect(keep.length + remove.length).toBe(60);
  });

  it('of several backups on one day, keeps the newest', () => {
    const { keep, remove } = planBackupRotation([backup('2026-03-18T01:00:00.000Z'), backup('2026-03-18T23:59:59.999Z'), backup('2026-03-18T12:00:00.000Z')]);
    expect(keep).toEqual([backup('2026-03-18T23:59:59.999Z')]);
    expect(remove).toEqual([backup('2026-03-18T12:00:00.000Z'), backup('2026-03-18T01:00:00.000Z')]);
  });

  it('counts days that have a backup, not days of the calendar: a month switched off loses nothing', () => {
    const beforeAndAfter = [...dailyBackups('2026-03-18', 3), ...dailyBackups('2026-02-10', 3)];
    expect(planBackupRotation(beforeAndAfter).remove).toEqual([]);
  });

  it('drops the days of the oldest daily backup\'s week that come before it', () => {
    // Daily ones from Thursday 12 March: Monday to Wednesday of that week go, the Sunday before stays as a weekly one.
    const { remove } = planBackupRotation(dailyBackups('2026-03-18', 11));
    expect(remove.map((b) => utcDate(b.createdAt))).toEqual(['2026-03-11', '2026-03-10', '2026-03-09']);
  });

  it('property: keep and remove split the backups, each newest first', () => {
    fc.assert(
      fc.property(backupsArbitrary, policyArbitrary, (backups, policy) => {
        const { keep, remove } = planBackupRotation(backups, policy);
        expect(new Set([...keep, ...remove])).toEqual(new Set(backups));
        expect(keep.length + remove.length).toBe(backups.length);
        for (const list of [keep, remove]) {
          for (let index = 1; index < list.length; index++) expect(Date.parse(list[index - 1]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(list[index]!.createdAt));
        }
      }),
    );
  });

  it('property: never removes the newest backup', () => {
    fc.assert(
      fc.property(fc.oneof(backupsArbitrary, clusteredArbitrary), policyArbitrary, (backups, policy) => {
        fc.pre(backups.length > 0);
        const newest = backups.reduce((a, b) => (Date.parse(b.createdAt) > Date.parse(a.createdAt) ? b : a));
        expect(planBackupRotation(backups, policy).keep[0]).toBe(newest);
      }),
    );
  });

  it('property: keeps at most daily + weekly, at most one a day, and one for each of the most recent days that have one', () => {
    fc.assert(
      fc.property(fc.oneof(backupsArbitrary, clusteredArbitrary), policyArbitrary, (backups, policy) => {
        const { keep } = planBackupRotation(backups, policy);
        expect(keep.length).toBeLessThanOrEqual(policy.daily + policy.weekly);
        const keptDays = keep.map((b) => utcDate(b.createdAt));
        expect(new Set(keptDays).size).toBe(keptDays.length);
        const recentDays = [...new Set(backups.map((b) => utcDate(b.createdAt)))].sort().reverse().slice(0, policy.daily);
        for (const day of recentDays) expect(keptDays).toContain(day);
      }),
    );
  });

  it('property: what is kept before the daily ones is one per ISO week, at most `weekly`, in the weeks before the oldest daily one', () => {
    fc.assert(
      fc.property(fc.oneof(backupsArbitrary, clusteredArbitrary), policyArbitrary, (backups, policy) => {
        const { keep } = planBackupRotation(backups, policy);
        const daily = keep.slice(0, Math.min(policy.daily, keep.length));
        const weekly = keep.slice(daily.length);
        expect(weekly.length).toBeLessThanOrEqual(policy.weekly);
        if (daily.length === 0) return;
        const oldestDailyWeek = isoWeekStartOf(utcDate(daily.at(-1)!.createdAt));
        // As many as there are such weeks, up to `weekly`.
        const earlierWeeks = new Set(backups.map((b) => isoWeekStartOf(utcDate(b.createdAt))).filter((week) => week < oldestDailyWeek));
        expect(weekly.length).toBe(Math.min(policy.weekly, earlierWeeks.size));
        const weeks = weekly.map((b) => isoWeekStartOf(utcDate(b.createdAt)));
        expect(new Set(weeks).size).toBe(weeks.length);
        for (const week of weeks) expect(week < oldestDailyWeek).toBe(true);
        // Each is the newest backup of its week.
        for (const kept of weekly) {
          const week = isoWeekStartOf(utcDate(kept.createdAt));
          const newestOfWeek = Math.max(...backups.filter((b) => isoWeekStartOf(utcDate(b.createdAt)) === week).map((b) => Date.parse(b.createdAt)));
          expect(Date.parse(kept.createdAt)).toBe(newestOfWeek);
        }
      }),
    );
  });

  it('property: applying the rule again to what it keeps removes nothing more', () => {
    fc.assert(
      fc.property(fc.oneof(backupsArbitrary, clusteredArbitrary), policyArbitrary, (backups, policy) => {
        const { keep } = planBackupRotation(backups, policy);
        expect(planBackupRotation(keep, policy).remove).toEqual([]);
      }),
    );
  });

  it('property: a new, newer backup never brings back one that was removed', () => {
    fc.assert(
      fc.property(backupsArbitrary, policyArbitrary, instant, (backups, policy, extra) => {
        fc.pre(backups.every((b) => Date.parse(b.createdAt) < Date.parse(extra)));
        const first = planBackupRotation(backups, policy);
        const next = planBackupRotation([...first.keep, backup(extra)], policy);
        const again = planBackupRotation([...backups, backup(extra)], policy);
        expect(new Set(next.keep.map((b) => b.createdAt))).toEqual(new Set(again.keep.map((b) => b.createdAt)));
      }),
    );
  });
});

describe('isBackupDue (docs/product/backups.md "When")', () => {
  const now = new Date('2026-03-18T10:00:00.000Z');

  it('is due with no backup, or when the newest is a day old', () => {
    expect(isBackupDue([], now)).toBe(true);
    expect(isBackupDue([backup('2026-03-17T10:00:00.000Z')], now)).toBe(true);
    expect(isBackupDue([backup('2026-03-17T10:00:00.001Z')], now)).toBe(false);
    expect(isBackupDue([backup('2026-03-10T10:00:00.000Z'), backup('2026-03-18T09:00:00.000Z')], now)).toBe(false);
  });

  it('does not count a backup dated after now (the clock was turned back)', () => {
    expect(isBackupDue([backup('2027-01-01T00:00:00.000Z')], now)).toBe(true);
  });
});
