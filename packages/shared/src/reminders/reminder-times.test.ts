import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar-days';
import { wallClockOf } from '../calendar/zoned-time';
import { REMINDER_OFFSETS } from './reminder-constants';
import {
  deliveryVerdict,
  habitFireTimes,
  isInQuietHours,
  isoWeekdayOf,
  latenessText,
  minutesOfTimeOfDay,
  releaseTime,
  taskFireTime,
  timeOfDayOfMinutes,
} from './reminder-times';

// docs/product/reminders.md "Tasks", "Habits", "Quiet hours", "Late reminders".

const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Pacific/Kiritimati', 'Pacific/Honolulu', 'Asia/Kathmandu', 'Australia/Lord_Howe'];
const zone = fc.constantFrom(...ZONES);
const minutesOfDay = fc.integer({ min: 0, max: 1439 });
const time = minutesOfDay.map(timeOfDayOfMinutes);
const date = fc.integer({ min: 0, max: 3 * 366 }).map((days) => addDays('2025-01-01', days));
const instant = fc.integer({ min: Date.parse('2025-01-01T00:00:00Z'), max: Date.parse('2028-01-01T00:00:00Z') }).map((ms) => new Date(ms));
const wallMinutes = (at: Date, timeZone: string) => Math.floor(wallClockOf(at, timeZone).msOfDay / 60_000);
/** The wall clock reads `time` on `day` in the zone at some instant (not in the hour a spring change skips). */
const exists = (day: string, clock: string, timeZone: string) => {
  const at = taskFireTime({ dueDate: day, dueTime: clock, reminder: 'at' }, timeZone);
  const wall = wallClockOf(at, timeZone);
  return wall.date === day && wallMinutes(at, timeZone) === minutesOfTimeOfDay(clock);
};

describe('times of day', () => {
  it('reads and writes HH:MM (property)', () => {
    fc.assert(fc.property(minutesOfDay, (minutes) => minutesOfTimeOfDay(timeOfDayOfMinutes(minutes)) === minutes));
  });

  it('numbers weekdays as ISO does: Monday 1 … Sunday 7', () => {
    expect(isoWeekdayOf('2026-03-16')).toBe(1);
    expect(isoWeekdayOf('2026-03-22')).toBe(7);
  });
});

describe('a task reminder fires at its due date and time in the person zone, less the offset', () => {
  it('at the due time, 5 minutes, 1 hour and 1 day before', () => {
    const task = { dueDate: '2026-06-10', dueTime: '15:00' };
    expect(taskFireTime({ ...task, reminder: 'at' }, 'Europe/Berlin').toISOString()).toBe('2026-06-10T13:00:00.000Z');
    expect(taskFireTime({ ...task, reminder: '5m' }, 'Europe/Berlin').toISOString()).toBe('2026-06-10T12:55:00.000Z');
    expect(taskFireTime({ ...task, reminder: '1h' }, 'Europe/Berlin').toISOString()).toBe('2026-06-10T12:00:00.000Z');
    expect(taskFireTime({ ...task, reminder: '1d' }, 'Europe/Berlin').toISOString()).toBe('2026-06-09T13:00:00.000Z');
    expect(taskFireTime({ ...task, reminder: 'at' }, 'Asia/Kathmandu').toISOString()).toBe('2026-06-10T09:15:00.000Z');
  });

  it('1 day before is the same wall-clock time on the day before, across a clock change (23 hours, not 24)', () => {
    // Berlin moves from 02:00 to 03:00 on 29 March 2026.
    const dayBefore = taskFireTime({ dueDate: '2026-03-29', dueTime: '09:00', reminder: '1d' }, 'Europe/Berlin');
    expect(dayBefore.toISOString()).toBe('2026-03-28T08:00:00.000Z');
    const due = taskFireTime({ dueDate: '2026-03-29', dueTime: '09:00', reminder: 'at' }, 'Europe/Berlin');
    expect(due.toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(due.getTime() - dayBefore.getTime()).toBe(23 * 3_600_000);
    // New York moves back from 02:00 to 01:00 on 1 November 2026: that day before is 25 hours.
    const nyBefore = taskFireTime({ dueDate: '2026-11-01', dueTime: '08:00', reminder: '1d' }, 'America/New_York');
    expect(nyBefore.toISOString()).toBe('2026-10-31T12:00:00.000Z');
    expect(taskFireTime({ dueDate: '2026-11-01', dueTime: '08:00', reminder: 'at' }, 'America/New_York').getTime() - nyBefore.getTime()).toBe(25 * 3_600_000);
  });

  it('a due time the clock skips fires when the clock has moved past it', () => {
    expect(taskFireTime({ dueDate: '2026-03-29', dueTime: '02:30', reminder: 'at' }, 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('reads the due time on the wall clock of the zone, and the offsets as elapsed time (property)', () => {
    fc.assert(
      fc.property(date, time, zone, fc.constantFrom(...REMINDER_OFFSETS), (dueDate, dueTime, timeZone, reminder) => {
        const at = taskFireTime({ dueDate, dueTime, reminder: 'at' }, timeZone);
        const fire = taskFireTime({ dueDate, dueTime, reminder }, timeZone);
        if (reminder === '5m') expect(at.getTime() - fire.getTime()).toBe(5 * 60_000);
        if (reminder === '1h') expect(at.getTime() - fire.getTime()).toBe(3_600_000);
        if (reminder === '1d' && exists(addDays(dueDate, -1), dueTime, timeZone)) {
          expect(wallClockOf(fire, timeZone).date).toBe(addDays(dueDate, -1));
          expect(wallMinutes(fire, timeZone)).toBe(minutesOfTimeOfDay(dueTime));
        }
        if (exists(dueDate, dueTime, timeZone)) expect(wallMinutes(at, timeZone)).toBe(minutesOfTimeOfDay(dueTime));
        // Never more than the clock change's hour away from the naive reading.
        expect(Math.abs(at.getTime() - Date.parse(`${dueDate}T${dueTime}:00Z`))).toBeLessThanOrEqual(15 * 3_600_000);
      }),
    );
  });
});

describe('habit reminders fire at each time on each chosen day', () => {
  it('every day when no day is chosen, only the chosen weekdays otherwise', () => {
    const range = { from: new Date('2026-03-15T23:00:00Z'), to: new Date('2026-03-22T23:00:00Z') }; // Mon 16 00:00 – Sun 22 24:00 in Berlin
    const daily = habitFireTimes({ reminderTimes: ['07:30', '21:00'], reminderDays: [] }, range, 'Europe/Berlin');
    expect(daily).toHaveLength(14);
    expect(daily[0]).toEqual({ localDate: '2026-03-16', time: '07:30', at: new Date('2026-03-16T06:30:00Z') });
    const weekdays = habitFireTimes({ reminderTimes: ['07:30'], reminderDays: [1, 3, 5] }, range, 'Europe/Berlin');
    expect(weekdays.map((fire) => fire.localDate)).toEqual(['2026-03-16', '2026-03-18', '2026-03-20']);
    expect(habitFireTimes({ reminderTimes: ['07:30'], reminderDays: [1, 2, 3, 4, 5, 6, 7] }, range, 'Europe/Berlin')).toHaveLength(7);
  });

  it('keeps the wall-clock time across a clock change, and fires a skipped time once, after the change', () => {
    const range = { from: new Date('2026-03-27T00:00:00Z'), to: new Date('2026-03-31T00:00:00Z') };
    const fires = habitFireTimes({ reminderTimes: ['02:30', '07:00'], reminderDays: [] }, range, 'Europe/Berlin');
    const sunday = fires.filter((fire) => fire.localDate === '2026-03-29');
    expect(sunday.map((fire) => fire.at.toISOString())).toEqual(['2026-03-29T01:30:00.000Z', '2026-03-29T05:00:00.000Z']);
    expect(fires.find((fire) => fire.localDate === '2026-03-30' && fire.time === '07:00')?.at.toISOString()).toBe('2026-03-30T05:00:00.000Z');
  });

  it('gives each reminder in the range once, in order, on a chosen day, at its time (property)', () => {
    const days = fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 7 });
    const times = fc.uniqueArray(time, { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 3 * 86_400_000 }), times, days, zone, (from, length, reminderTimes, reminderDays, timeZone) => {
        const to = new Date(from.getTime() + length);
        const fires = habitFireTimes({ reminderTimes, reminderDays }, { from, to }, timeZone);
        const keys = new Set(fires.map((fire) => `${fire.localDate}T${fire.time}`));
        expect(keys.size).toBe(fires.length);
        for (const [index, fire] of fires.entries()) {
          expect(fire.at > from && fire.at <= to).toBe(true);
          if (index > 0) expect(fire.at >= fires[index - 1]!.at).toBe(true);
          if (reminderDays.length > 0) expect(reminderDays).toContain(isoWeekdayOf(fire.localDate));
          expect(reminderTimes).toContain(fire.time);
        }
        // Split in two, the same reminders come out.
        const middle = new Date(from.getTime() + Math.floor(length / 2));
        const halves = [...habitFireTimes({ reminderTimes, reminderDays }, { from, to: middle }, timeZone), ...habitFireTimes({ reminderTimes, reminderDays }, { from: middle, to }, timeZone)];
        expect(halves).toEqual(fires);
      }),
    );
  });
});

describe('quiet hours (may wrap midnight)', () => {
  const night = { start: '22:00', end: '07:00' };

  it('knows what is inside', () => {
    expect(isInQuietHours(minutesOfTimeOfDay('23:30'), night)).toBe(true);
    expect(isInQuietHours(minutesOfTimeOfDay('06:59'), night)).toBe(true);
    expect(isInQuietHours(minutesOfTimeOfDay('07:00'), night)).toBe(false);
    expect(isInQuietHours(minutesOfTimeOfDay('21:59'), night)).toBe(false);
    expect(isInQuietHours(minutesOfTimeOfDay('13:00'), { start: '12:00', end: '14:00' })).toBe(true);
  });

  it('holds a reminder to their end: the next morning from before midnight, the same morning after it', () => {
    expect(releaseTime(new Date('2026-06-10T21:30:00Z'), night, 'Europe/Berlin')).toEqual({ at: new Date('2026-06-11T05:00:00Z'), held: true });
    expect(releaseTime(new Date('2026-06-11T02:00:00Z'), night, 'Europe/Berlin')).toEqual({ at: new Date('2026-06-11T05:00:00Z'), held: true });
    expect(releaseTime(new Date('2026-06-11T10:00:00Z'), night, 'Europe/Berlin')).toEqual({ at: new Date('2026-06-11T10:00:00Z'), held: false });
    expect(releaseTime(new Date('2026-06-11T02:00:00Z'), null, 'Europe/Berlin')).toEqual({ at: new Date('2026-06-11T02:00:00Z'), held: false });
  });

  it('wrapped hours are the complement of the hours the other way round (property)', () => {
    fc.assert(
      fc.property(time, time, minutesOfDay, (start, end, minutes) => {
        fc.pre(start !== end);
        expect(isInQuietHours(minutes, { start, end })).toBe(!isInQuietHours(minutes, { start: end, end: start }));
      }),
    );
  });

  it('releases a held reminder later, outside the quiet hours, within a day (property)', () => {
    fc.assert(
      fc.property(instant, time, time, zone, (at, start, end, timeZone) => {
        fc.pre(start !== end);
        const quiet = { start, end };
        const released = releaseTime(at, quiet, timeZone);
        expect(released.held).toBe(isInQuietHours(wallMinutes(at, timeZone), quiet));
        if (released.held) {
          expect(released.at > at).toBe(true);
          expect(released.at.getTime() - at.getTime()).toBeLessThanOrEqual(25 * 3_600_000);
          expect(isInQuietHours(wallMinutes(released.at, timeZone), quiet)).toBe(false);
        } else {
          expect(released.at).toEqual(at);
        }
      }),
    );
  });
});

describe('late reminders', () => {
  const at = new Date('2026-06-10T13:00:00Z');
  const after = (ms: number) => new Date(at.getTime() + ms);

  it('wait before their time, go on time within two minutes, say how late up to six hours, are skipped after', () => {
    expect(deliveryVerdict(at, after(-1))).toEqual({ kind: 'wait' });
    expect(deliveryVerdict(at, at)).toEqual({ kind: 'send', lateMinutes: null });
    expect(deliveryVerdict(at, after(120_000))).toEqual({ kind: 'send', lateMinutes: null });
    expect(deliveryVerdict(at, after(25 * 60_000 + 30_000))).toEqual({ kind: 'send', lateMinutes: 25 });
    expect(deliveryVerdict(at, after(6 * 3_600_000 - 1))).toEqual({ kind: 'send', lateMinutes: 359 });
    expect(deliveryVerdict(at, after(6 * 3_600_000))).toEqual({ kind: 'skip' });
  });

  it('the verdict only moves forward with time: wait, send on time, send late, skip (property)', () => {
    const order = (verdict: ReturnType<typeof deliveryVerdict>) => (verdict.kind === 'wait' ? 0 : verdict.kind === 'skip' ? 3 : verdict.lateMinutes === null ? 1 : 2);
    fc.assert(
      fc.property(fc.integer({ min: -86_400_000, max: 86_400_000 }), fc.integer({ min: 0, max: 86_400_000 }), (first, step) => {
        expect(order(deliveryVerdict(at, after(first)))).toBeLessThanOrEqual(order(deliveryVerdict(at, after(first + step))));
      }),
    );
  });

  it('says lateness in minutes and hours', () => {
    expect(latenessText(25)).toBe('25 min late');
    expect(latenessText(60)).toBe('1 h late');
    expect(latenessText(125)).toBe('2 h 5 min late');
  });
});
