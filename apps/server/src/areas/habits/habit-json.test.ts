import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateOfDayNumber, dayNumber } from '@cadence/shared';
import { habitFromRow, habitJson, habitViewAt } from './habit-json';

// The list's hand-written JSON must be exactly what JSON.stringify of the same habit gives
// (docs/architecture.md "The fast list path").

const pgTimestamp = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2027-01-01T00:00:00Z'), noInvalidDate: true }).map((date) => {
  const iso = date.toISOString();
  const millis = iso.slice(20, 23).replace(/0+$/, '');
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${millis ? `.${millis}` : ''}+00`;
});
const text = fc.string({ unit: 'grapheme', maxLength: 40 });
const dates = fc.uniqueArray(fc.integer({ min: dayNumber('2024-01-01'), max: dayNumber('2027-01-03') }), { maxLength: 200 }).map((days) => (days.length === 0 ? null : days.sort((a, b) => a - b).map(dateOfDayNumber).join(',')));
const row = fc.tuple(
  fc.uuid(),
  text,
  fc.option(text, { nil: null }),
  fc.constantFrom('daily', 'weekly', 'monthly'),
  fc.option(fc.constantFrom('morning', 'afternoon', 'evening', 'night'), { nil: null }),
  fc.constantFrom('wellness', 'fitness', 'productivity', 'personal', 'learning'),
  fc.constantFrom('#4C51BF', '#2F855A'),
  fc.uniqueArray(fc.constantFrom('00:00', '07:30', '12:05', '21:00', '23:59'), { maxLength: 5 }).map((times) => times.sort().join(',')),
  fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 7 }).map((days) => days.sort((a, b) => a - b).join(',')),
  pgTimestamp,
  pgTimestamp,
  dates,
  fc.option(fc.uuid(), { nil: null }),
  // docs/product/habits.md "Targets", "Amounts": target_count, target_amount, unit, 'date:amount' pairs.
  fc.option(fc.integer({ min: 2, max: 7 }), { nil: null }),
  fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
  fc.option(text, { nil: null }),
  fc
    .uniqueArray(fc.integer({ min: dayNumber('2024-01-01'), max: dayNumber('2027-01-03') }), { maxLength: 30 })
    .chain((days) => fc.tuple(fc.constant(days.sort((a, b) => a - b)), fc.array(fc.nat(100_000), { minLength: days.length, maxLength: days.length })))
    .map(([days, amounts]) => (days.length === 0 ? null : days.map((day, index) => `${dateOfDayNumber(day)}:${amounts[index]}`).join(','))),
);
/** docs/product/habits.md "Rest days": the rests that apply to the habit, as the row's JSON text (PostgreSQL's json_agg spacing). */
const breaks = fc.array(
  fc.record({
    id: fc.uuid(),
    habitId: fc.constant(null),
    startDate: fc.integer({ min: dayNumber('2024-01-01'), max: dayNumber('2027-01-03') }).map(dateOfDayNumber),
    endDate: fc.integer({ min: dayNumber('2024-01-01'), max: dayNumber('2027-01-03') }).map(dateOfDayNumber),
    reason: fc.option(text, { nil: null }),
  }).map((range) => (range.endDate < range.startDate ? { ...range, endDate: range.startDate } : range)),
  { maxLength: 3 },
).map((rests) => (rests.length === 0 ? null : JSON.stringify(rests, null, 1)));
const view = fc.tuple(fc.date({ min: new Date('2024-06-01T00:00:00Z'), max: new Date('2027-01-01T00:00:00Z'), noInvalidDate: true }), fc.constantFrom('UTC', 'Europe/Paris', 'Pacific/Kiritimati', 'America/Los_Angeles')).map(([now, zone]) => habitViewAt(now, zone));

describe('habitJson', () => {
  it('writes what JSON.stringify writes for the same habit (property)', () => {
    fc.assert(
      fc.property(row, view, breaks, (raw, at, rests) => {
        const withRests = [...raw, rests];
        expect(habitJson(withRests, at)).toBe(JSON.stringify(habitFromRow(withRests, at)));
      }),
    );
  });

  it('carries the last 90 days of the log, today and later days included, oldest first', () => {
    const at = habitViewAt(new Date('2026-03-10T12:00:00Z'), 'UTC');
    const log = ['2025-01-01', addDays('2026-03-10', -90), addDays('2026-03-10', -89), '2026-03-10', '2026-03-11'].join(',');
    const habit = habitFromRow(['0e3d2b9a-1111-4222-8333-944455556666', 'Read', null, 'daily', null, 'learning', '#4C51BF', '', '', '2025-01-01 08:00:00+00', '2025-01-01 08:00:00+00', log, null], at);
    expect(habit.completions).toEqual([addDays('2026-03-10', -89), '2026-03-10', '2026-03-11']);
    expect(habit.bestStreak).toBe(2);
  });

  it('escapes quotes, backslashes, newlines and emoji in text', () => {
    const at = habitViewAt(new Date('2026-03-10T12:00:00Z'), 'UTC');
    const raw = ['0e3d2b9a-1111-4222-8333-944455556666', 'a "quoted" \\ title\n😀', 'line\nbreak', 'daily', null, 'wellness', '#4C51BF', '07:30,21:00', '1,7', '2026-01-01 00:00:00+00', '2026-01-01 00:00:00+00', null, null];
    expect(JSON.parse(habitJson(raw, at))).toMatchObject({ title: 'a "quoted" \\ title\n😀', description: 'line\nbreak', reminderTimes: ['07:30', '21:00'], reminderDays: [1, 7], completions: [], streak: 0 });
  });
});
