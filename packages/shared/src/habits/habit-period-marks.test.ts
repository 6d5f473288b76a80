import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, weekdayOf } from '../calendar/calendar-days';
import { HABIT_FREQUENCIES } from './habit-constants';
import { withCompletion } from './habit-log';
import { dayToMark, habitLogWindowStart, periodAround, periodDone, periodMet, periodProgress, periodTapChanges, recentPeriods } from './habit-period-marks';

const today = '2026-03-11'; // a Wednesday

describe("a habit's periods on its card (docs/product/habits.md \"Card\", issue 18 item 4)", () => {
  it('days, Sunday-to-Saturday weeks, calendar months', () => {
    expect(periodAround(today, 'daily')).toEqual({ first: today, last: today });
    expect(periodAround(today, 'weekly')).toEqual({ first: '2026-03-08', last: '2026-03-14' });
    expect(periodAround('2028-02-10', 'monthly')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
  });

  it('the last seven periods end with the current one', () => {
    expect(recentPeriods('daily', today).map((p) => p.first)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)));
    expect(recentPeriods('weekly', today).at(0)).toEqual({ first: '2026-01-25', last: '2026-01-31' });
    expect(recentPeriods('monthly', today).map((p) => p.first)).toEqual(['2025-09-01', '2025-10-01', '2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01', '2026-03-01']);
  });

  it('a tap marks today in the current period and the last day of a past one; a done period loses every done day', () => {
    const week = periodAround(today, 'weekly');
    expect(dayToMark(week, today)).toBe(today);
    expect(dayToMark(periodAround('2026-02-20', 'weekly'), today)).toBe('2026-02-21');
    expect(periodTapChanges(['2026-03-09', '2026-03-10'], week, today)).toEqual([
      { date: '2026-03-09', done: false },
      { date: '2026-03-10', done: false },
    ]);
    expect(periodTapChanges([], week, today)).toEqual([{ date: today, done: true }]);
  });

  it('a monthly habit carries its seven months of log; the others 90 days', () => {
    expect(habitLogWindowStart('daily', today)).toBe(addDays(today, -89));
    expect(habitLogWindowStart('monthly', today)).toBe('2025-09-01');
  });
});

describe('tapping a period (properties)', () => {
  const date = fc.integer({ min: 0, max: 4000 }).map((n) => addDays('2020-01-01', n));
  const frequency = fc.constantFrom(...HABIT_FREQUENCIES);
  const log = fc.uniqueArray(date, { maxLength: 30 }).map((dates) => dates.sort());

  it('flips whether the period is done, touches only its days, and never marks a day to come', () => {
    fc.assert(
      fc.property(log, date, fc.integer({ min: 0, max: 400 }), frequency, (completions, at, back, freq) => {
        const now = addDays(at, back);
        const period = periodAround(at, freq);
        const before = periodDone(completions, period);
        let after = completions;
        for (const change of periodTapChanges(completions, period, now)) {
          expect(change.date >= period.first && change.date <= period.last).toBe(true);
          if (change.done) expect(change.date <= now).toBe(true);
          after = withCompletion(after, change.date, change.done);
        }
        expect(periodDone(after, period)).toBe(!before);
        expect(after.filter((d) => d < period.first || d > period.last)).toEqual(completions.filter((d) => d < period.first || d > period.last));
      }),
    );
  });

  it('the periods are consecutive, each whole, and the card needs no day older than the list carries', () => {
    fc.assert(
      fc.property(date, frequency, (now, freq) => {
        const periods = recentPeriods(freq, now);
        expect(periods).toHaveLength(7);
        for (let index = 1; index < periods.length; index += 1) expect(daysBetween(periods[index - 1]!.last, periods[index]!.first)).toBe(1);
        if (freq === 'weekly') for (const p of periods) expect(weekdayOf(p.first)).toBe(0);
        if (freq !== 'daily') expect(periods[0]!.first >= habitLogWindowStart(freq, now)).toBe(true);
      }),
    );
  });
});

describe('a period with a target (docs/product/habits.md "Targets")', () => {
  const week = { first: '2026-03-08', last: '2026-03-14' };
  it('is met once its done days reach the target; progress counts them', () => {
    expect(periodProgress(['2026-03-09'], week, 3)).toEqual({ done: 1, target: 3 });
    expect(periodMet(['2026-03-09', '2026-03-10'], week, 3)).toBe(false);
    expect(periodMet(['2026-03-09', '2026-03-10', '2026-03-11'], week, 3)).toBe(true);
    expect(periodMet(['2026-03-09'], week, null)).toBe(true);
  });

  it('a tap short of the target marks the latest day not done yet, on or before today; met, it un-marks', () => {
    expect(periodTapChanges(['2026-03-11'], week, '2026-03-11', 3)).toEqual([{ date: '2026-03-10', done: true }]);
    expect(periodTapChanges([], week, '2026-03-11', 3)).toEqual([{ date: '2026-03-11', done: true }]);
    expect(periodTapChanges(['2026-03-09', '2026-03-10', '2026-03-11'], week, '2026-03-11', 3)).toEqual([
      { date: '2026-03-09', done: false },
      { date: '2026-03-10', done: false },
      { date: '2026-03-11', done: false },
    ]);
    // Sunday, already done, nothing else to mark yet: the tap un-marks.
    expect(periodTapChanges(['2026-03-08'], week, '2026-03-08', 3)).toEqual([{ date: '2026-03-08', done: false }]);
  });

  it('property: a tap never marks a day to come, and with no target acts as before', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 7 }), (days, todayShift, target) => {
        const today = addDays(week.first, todayShift);
        const completions = days.map((day) => addDays(week.first, day)).sort();
        for (const change of periodTapChanges(completions, week, today, target)) if (change.done) expect(change.date <= today).toBe(true);
        const plain = periodTapChanges(completions, week, today, null);
        expect(plain).toEqual(completions.length === 0 ? [{ date: dayToMark(week, today), done: true }] : completions.map((date) => ({ date, done: false })));
      }),
    );
  });
});
