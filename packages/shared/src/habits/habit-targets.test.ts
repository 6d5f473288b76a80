import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, WEEK_STARTS } from '../calendar/calendar-days';
import { HABIT_FREQUENCIES } from './habit-constants';
import { periodOf } from './habit-periods';
import { createHabitBreakRequestSchema, createHabitRequestSchema, habitAmountRequestSchema, targetCountMessage, updateHabitRequestSchema } from './habit-schemas';
import { bestStreak, completionRate, currentStreak, habitStats, type HabitRules } from './habit-streaks';
import { amountDone, HABIT_BREAK_MAX_DAYS, isRestDay, periodDayRange, targetCountFits } from './habit-targets';
import { dayNumber, firstWeekdayOf } from '../calendar/calendar-days';

// docs/product/habits.md "Targets", "Rest days", "Amounts" (issue 22 §5–7).

const TODAY = '2026-03-11'; // a Wednesday
const day = { today: TODAY, createdOn: '2025-01-01' };
const stats = (dates: string[], frequency: 'daily' | 'weekly' | 'monthly', rules: HabitRules = {}, today = TODAY) => habitStats(dates, frequency, { today, createdOn: '2025-01-01' }, rules);

describe('targets per period', () => {
  it('a week meets "3 times a week" with three done days, not with two', () => {
    // Weeks of Mar 8 (this one), Mar 1, Feb 22.
    const threeEach = ['2026-02-22', '2026-02-23', '2026-02-24', '2026-03-01', '2026-03-02', '2026-03-03'];
    expect(stats(threeEach, 'weekly', { targetCount: 3 }).streak).toBe(2);
    expect(stats(threeEach.slice(1), 'weekly', { targetCount: 3 }).streak).toBe(1);
    // This week is open: one day of three does not break it, nor count.
    expect(stats([...threeEach, '2026-03-09'], 'weekly', { targetCount: 3 }).streak).toBe(2);
    expect(stats([...threeEach, '2026-03-09', '2026-03-10', '2026-03-11'], 'weekly', { targetCount: 3 }).streak).toBe(3);
  });

  it('"10 times a month" counts months with ten done days, across a leap February', () => {
    const tenIn = (month: string) => Array.from({ length: 10 }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
    const log = [...tenIn('2024-01'), ...tenIn('2024-02'), '2024-02-29', ...tenIn('2024-03')];
    expect(stats(log, 'monthly', { targetCount: 10 }, '2024-03-31').streak).toBe(3);
    // Only the leap February has an eleventh day.
    expect(stats(log, 'monthly', { targetCount: 11 }, '2024-03-31').bestStreak).toBe(1);
    expect(stats(log, 'monthly', { targetCount: 12 }, '2024-03-31').bestStreak).toBe(0);
  });

  it('the rate counts met periods only', () => {
    const since = { today: TODAY, createdOn: '2026-03-01' };
    expect(completionRate(['2026-03-02'], 'weekly', since, { targetCount: 2 })).toBe(0);
    expect(completionRate(['2026-03-02', '2026-03-03'], 'weekly', since, { targetCount: 2 })).toBe(100);
  });

  it('fits the period: daily only once, weekly 1..7, monthly 1..31', () => {
    expect(targetCountFits('daily', null)).toBe(true);
    expect(targetCountFits('daily', 2)).toBe(false);
    expect(targetCountFits('weekly', 7)).toBe(true);
    expect(targetCountFits('weekly', 8)).toBe(false);
    expect(targetCountFits('monthly', 31)).toBe(true);
    expect(targetCountFits('monthly', 0)).toBe(false);
    expect(targetCountMessage('weekly', 8)).toBe('Times a week must be a whole number from 1 to 7');
    expect(createHabitRequestSchema.safeParse({ title: 'Run', frequency: 'weekly', targetCount: 9 }).error?.issues[0]?.message).toBe('Times a week must be a whole number from 1 to 7');
    expect(createHabitRequestSchema.safeParse({ title: 'Read', targetCount: 2 }).error?.issues[0]?.message).toBe('A daily habit is done once a day: leave Times empty or 1');
    expect(createHabitRequestSchema.parse({ title: 'Run', frequency: 'weekly', targetCount: 1 }).targetCount).toBeNull();
    expect(updateHabitRequestSchema.safeParse({ title: 'Run', description: null, frequency: 'monthly', timeOfDay: null, category: 'fitness', color: '#4C51BF', targetCount: 31 }).success).toBe(true);
  });
});

describe('rest days', () => {
  it("a daily habit's rest day is stepped over: done Monday, rest Tuesday, done today Wednesday is 2", () => {
    const rules = { breaks: [{ startDate: '2026-03-10', endDate: '2026-03-10' }] };
    expect(stats(['2026-03-09', '2026-03-11'], 'daily', rules).streak).toBe(2);
    expect(stats(['2026-03-09', '2026-03-11'], 'daily').streak).toBe(1);
    // Yesterday rest, today open: the streak from Monday holds.
    expect(stats(['2026-03-09'], 'daily', rules).streak).toBe(1);
    expect(stats(['2026-03-09', '2026-03-11'], 'daily', rules).bestStreak).toBe(2);
  });

  it('a vacation range across a month end holds the streak, and its days are not done', () => {
    const rules = { breaks: [{ startDate: '2026-02-25', endDate: '2026-03-08' }] };
    const log = ['2026-02-23', '2026-02-24', '2026-03-09', '2026-03-10'];
    expect(stats(log, 'daily', rules).streak).toBe(4);
    expect(completionRate(log, 'daily', { today: TODAY, createdOn: '2026-02-23' }, rules)).toBe(100);
    expect(isRestDay('2026-03-01', rules.breaks)).toBe(true);
    expect(isRestDay('2026-03-09', rules.breaks)).toBe(false);
  });

  it('a week is skipped over only when all of it is rest', () => {
    const wholeWeek = { breaks: [{ startDate: '2026-03-01', endDate: '2026-03-07' }] };
    const partWeek = { breaks: [{ startDate: '2026-03-01', endDate: '2026-03-06' }] };
    expect(stats(['2026-02-25', '2026-03-10'], 'weekly', wholeWeek).streak).toBe(2);
    expect(stats(['2026-02-25', '2026-03-10'], 'weekly', partWeek).streak).toBe(1);
    // Monday-first weeks: Mon Mar 2 .. Sun Mar 8 is the week to rest.
    const mondayWeek = { breaks: [{ startDate: '2026-03-02', endDate: '2026-03-08' }] };
    expect(habitStats(['2026-02-25', '2026-03-10'], 'weekly', { ...day, weekStart: 'monday' }, mondayWeek).streak).toBe(2);
    expect(habitStats(['2026-02-25', '2026-03-10'], 'weekly', { ...day, weekStart: 'monday' }, wholeWeek).streak).toBe(1);
  });

  it('a month entirely rest (a leap February) is skipped over', () => {
    const rules = { breaks: [{ startDate: '2024-02-01', endDate: '2024-02-29' }] };
    expect(stats(['2024-01-15', '2024-03-02'], 'monthly', rules, '2024-03-05').streak).toBe(2);
    expect(stats(['2024-01-15', '2024-03-02'], 'monthly', { breaks: [{ startDate: '2024-02-01', endDate: '2024-02-28' }] }, '2024-03-05').streak).toBe(1);
  });

  it('a range: one day by default, ends on or after its start, at most 90 days', () => {
    const habitId = '00000000-0000-4000-8000-000000000001';
    expect(createHabitBreakRequestSchema.parse({ habitId, startDate: '2026-03-10' }).endDate).toBe('2026-03-10');
    expect(createHabitBreakRequestSchema.safeParse({ habitId, startDate: '2026-03-10', endDate: '2026-03-09' }).error?.issues[0]?.message).toBe('The rest must end on or after its first day');
    expect(createHabitBreakRequestSchema.safeParse({ habitId: null, startDate: '2026-01-01', endDate: addDays('2026-01-01', HABIT_BREAK_MAX_DAYS - 1) }).success).toBe(true);
    expect(createHabitBreakRequestSchema.safeParse({ habitId: null, startDate: '2026-01-01', endDate: addDays('2026-01-01', HABIT_BREAK_MAX_DAYS) }).error?.issues[0]?.message).toBe('A rest can span at most 90 days');
  });
});

describe('amounts', () => {
  it('a day is done when the amount reaches the target', () => {
    expect(amountDone(7, 8)).toBe(false);
    expect(amountDone(8, 8)).toBe(true);
    expect(amountDone(9, 8)).toBe(true);
    expect(habitAmountRequestSchema.safeParse({ amount: -1 }).error?.issues[0]?.message).toBe('Amount must be a whole number from 0 to 100000');
    expect(habitAmountRequestSchema.safeParse({ amount: 1.5 }).error?.issues[0]?.message).toBe('Amount must be a whole number from 0 to 100000');
    expect(habitAmountRequestSchema.parse({ amount: 0 }).amount).toBe(0);
  });

  it('property: done exactly when amount >= target', () => {
    fc.assert(fc.property(fc.nat(1000), fc.integer({ min: 1, max: 1000 }), (amount, target) => amountDone(amount, target) === amount >= target));
  });
});

const frequency = fc.constantFrom(...HABIT_FREQUENCIES);
const weekStart = fc.constantFrom(...WEEK_STARTS);
const dateNear = fc.integer({ min: -200, max: 2 }).map((shift) => addDays(TODAY, shift));
const log = fc.uniqueArray(dateNear, { maxLength: 60 }).map((dates) => dates.sort());
const range = fc.tuple(fc.integer({ min: -200, max: 5 }), fc.integer({ min: 0, max: 40 })).map(([shift, length]) => ({ startDate: addDays(TODAY, shift), endDate: addDays(TODAY, shift + length) }));
const breaks = fc.array(range, { maxLength: 4 });

describe('properties (targets and rest days)', () => {
  it('with no target and no rest, the streaks are the plain ones', () => {
    fc.assert(
      fc.property(log, frequency, weekStart, (dates, freq, start) => {
        const result = habitStats(dates, freq, { ...day, weekStart: start });
        expect(result.streak).toBe(currentStreak(dates, freq, TODAY, start));
        expect(result.bestStreak).toBe(bestStreak(dates, freq, start));
      }),
    );
  });

  it('a period counts only when its done days reach the target: a higher target never gives a longer streak', () => {
    fc.assert(
      fc.property(log, frequency, fc.integer({ min: 1, max: 6 }), breaks, (dates, freq, target, rest) => {
        const lower = stats(dates, freq, { targetCount: target, breaks: rest });
        const higher = stats(dates, freq, { targetCount: target + 1, breaks: rest });
        expect(higher.streak).toBeLessThanOrEqual(lower.streak);
        expect(higher.bestStreak).toBeLessThanOrEqual(lower.bestStreak);
        // Never more than the periods that met the target.
        const counts = new Map<number, number>();
        for (const date of dates) counts.set(periodOf(date, freq), (counts.get(periodOf(date, freq)) ?? 0) + 1);
        const met = [...counts.values()].filter((count) => count >= target).length;
        expect(lower.bestStreak).toBeLessThanOrEqual(met);
        expect(lower.streak).toBeLessThanOrEqual(lower.bestStreak);
      }),
    );
  });

  it('rest neither breaks nor extends: the streak lies between no rest and the rest days marked done', () => {
    fc.assert(
      fc.property(log, breaks, (dates, rest) => {
        const withRest = stats(dates, 'daily', { breaks: rest });
        const without = stats(dates, 'daily');
        expect(withRest.streak).toBeGreaterThanOrEqual(without.streak);
        expect(withRest.bestStreak).toBeGreaterThanOrEqual(without.bestStreak);
        // A rest day is never done: the streak counts done days only.
        const notRest = dates.filter((date) => !isRestDay(date, rest));
        const restDone = [...new Set([...dates, ...rest.flatMap(({ startDate, endDate }) => Array.from({ length: dayNumber(endDate) - dayNumber(startDate) + 1 }, (_, index) => addDays(startDate, index)))])].sort();
        expect(withRest.bestStreak).toBeLessThanOrEqual(stats(restDone, 'daily').bestStreak);
        expect(withRest.bestStreak).toBeLessThanOrEqual(dates.length);
        expect(stats(notRest, 'daily', { breaks: rest }).bestStreak).toBeLessThanOrEqual(notRest.length);
      }),
    );
  });

  it('a period range holds exactly the days periodOf puts in it (month ends, leap years, both week starts)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3000, max: 3000 }), frequency, weekStart, (shift, freq, start) => {
        const date = addDays('2024-02-29', shift);
        const period = periodOf(date, freq, start);
        const { first, last } = periodDayRange(period, freq, firstWeekdayOf(start));
        expect(first).toBeLessThanOrEqual(dayNumber(date));
        expect(last).toBeGreaterThanOrEqual(dayNumber(date));
        expect(periodOf(addDays('1970-01-01', first - 1), freq, start)).toBe(period - 1);
        expect(periodOf(addDays('1970-01-01', last + 1), freq, start)).toBe(period + 1);
      }),
    );
  });

  it('the streak is the same whatever order days and rests come in', () => {
    fc.assert(
      fc.property(log, breaks, (dates, rest) => {
        const reversed = [...dates].reverse();
        expect(stats(reversed, 'weekly', { targetCount: 2, breaks: [...rest].reverse() })).toEqual(stats(dates, 'weekly', { targetCount: 2, breaks: rest }));
      }),
    );
  });
});
