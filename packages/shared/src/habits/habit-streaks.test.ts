import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDateInTimeZone } from '../calendar/local-date';
import { HABIT_FREQUENCIES, type HabitFrequency } from './habit-constants';
import { toggleCompletion, withCompletion } from './habit-log';
import { addDays, dayNumber, weekdayOf } from '../calendar/calendar-days';
import { bestStreak, completionRate, currentStreak, habitStats } from './habit-streaks';

// docs/architecture.md "Server-owned state", docs/product/habits.md "Streak", "Completion rate", "Time zones".

const TODAY = '2026-03-11'; // a Wednesday
const frequency = fc.constantFrom(...HABIT_FREQUENCIES);
/** Dates around TODAY: most before it, a few after (a completion made in a zone ahead). */
const dateNear = (today: string) => fc.integer({ min: -120, max: 3 }).map((shift) => addDays(today, shift));
const log = (today: string) => fc.uniqueArray(dateNear(today), { maxLength: 80 }).map((dates) => dates.sort());

/** A second way to say the rule, by walking dates rather than period numbers. */
function referenceStreak(dates: readonly string[], freq: HabitFrequency, today: string): number {
  const periodKey = (date: string) => (freq === 'daily' ? date : freq === 'weekly' ? addDays(date, -weekdayOf(date)) : date.slice(0, 7));
  const previous = (key: string) => {
    if (freq === 'daily') return addDays(key, -1);
    if (freq === 'weekly') return addDays(key, -7);
    const [year, month] = key.split('-').map(Number) as [number, number];
    return month === 1 ? `${String(year - 1).padStart(4, '0')}-12` : `${String(year).padStart(4, '0')}-${String(month - 1).padStart(2, '0')}`;
  };
  const done = new Set(dates.map(periodKey));
  const latest = [...dates].sort().at(-1);
  let key = latest !== undefined && latest > today ? periodKey(latest) : periodKey(today);
  if (!done.has(key)) key = previous(key);
  let run = 0;
  while (done.has(key)) {
    run += 1;
    key = previous(key);
  }
  return run;
}

describe('the streak (docs/product/habits.md "Streak")', () => {
  it('counts the days done up to today, or up to yesterday while today is open', () => {
    expect(currentStreak([], 'daily', TODAY)).toBe(0);
    expect(currentStreak(['2026-03-09', '2026-03-10', '2026-03-11'], 'daily', TODAY)).toBe(3);
    expect(currentStreak(['2026-03-09', '2026-03-10'], 'daily', TODAY)).toBe(2);
    expect(currentStreak(['2026-03-08', '2026-03-09'], 'daily', TODAY)).toBe(0);
    expect(currentStreak(['2026-03-01', '2026-03-10', '2026-03-11'], 'daily', TODAY)).toBe(2);
  });

  it('counts weeks (Sunday to Saturday) for a weekly habit, and months for a monthly one', () => {
    // Done once in each of the last three weeks, not yet this week.
    expect(currentStreak(['2026-02-16', '2026-02-28', '2026-03-02'], 'weekly', TODAY)).toBe(3);
    expect(currentStreak(['2026-02-16', '2026-02-28', '2026-03-02', '2026-03-08'], 'weekly', TODAY)).toBe(4);
    expect(currentStreak(['2026-02-16', '2026-02-28'], 'weekly', TODAY)).toBe(0);
    expect(currentStreak(['2025-12-31', '2026-01-15', '2026-02-01'], 'monthly', TODAY)).toBe(3);
    expect(currentStreak(['2025-12-31', '2026-01-15'], 'monthly', TODAY)).toBe(0);
  });

  it('agrees with the rule walked date by date, for every frequency (property)', () => {
    fc.assert(
      fc.property(log(TODAY), frequency, (dates, freq) => {
        expect(currentStreak(dates, freq, TODAY)).toBe(referenceStreak(dates, freq, TODAY));
      }),
    );
  });

  it('is never below 0, never above the best streak, which is never above the periods done (property)', () => {
    fc.assert(
      fc.property(log(TODAY), frequency, (dates, freq) => {
        const stats = habitStats(dates, freq, { today: TODAY, createdOn: '2025-01-01' });
        expect(stats.streak).toBeGreaterThanOrEqual(0);
        expect(stats.streak).toBeLessThanOrEqual(stats.bestStreak);
        expect(stats.bestStreak).toBeLessThanOrEqual(dates.length);
        expect(stats.completionRate).toBeGreaterThanOrEqual(0);
        expect(stats.completionRate).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('toggling any set of days in any order gives what the final set gives (property)', () => {
    const toggles = fc.array(dateNear(TODAY), { maxLength: 60 }).chain((days) => fc.tuple(fc.constant(days), fc.shuffledSubarray(days, { minLength: days.length, maxLength: days.length })));
    fc.assert(
      fc.property(toggles, frequency, ([days, reordered], freq) => {
        const toggled = days.reduce<string[]>(toggleCompletion, []);
        const toggledAgain = reordered.reduce<string[]>(toggleCompletion, []);
        // The final set: the days toggled an odd number of times.
        const finalSet = [...new Set(days)].filter((day) => days.filter((other) => other === day).length % 2 === 1);
        const day = { today: TODAY, createdOn: '2025-06-01' };
        expect(toggled).toEqual(toggledAgain);
        expect(habitStats(toggled, freq, day)).toEqual(habitStats(finalSet, freq, day));
        expect(habitStats(toggledAgain, freq, day)).toEqual(habitStats(finalSet, freq, day));
      }),
    );
  });

  it("marking or un-marking today moves a daily streak by exactly one, as the spec's counter did (property)", () => {
    const past = fc.uniqueArray(fc.integer({ min: -60, max: -1 }).map((shift) => addDays(TODAY, shift)));
    fc.assert(
      fc.property(past, (dates) => {
        const before = currentStreak(dates, 'daily', TODAY);
        const marked = withCompletion(dates, TODAY, true);
        expect(currentStreak(marked, 'daily', TODAY)).toBe(before + 1);
        expect(currentStreak(withCompletion(marked, TODAY, false), 'daily', TODAY)).toBe(before);
      }),
    );
  });
});

describe('the best streak', () => {
  it('is the longest run in the whole log', () => {
    expect(bestStreak([], 'daily')).toBe(0);
    expect(bestStreak(['2025-01-01', '2025-01-02', '2025-01-03', '2026-03-11'], 'daily')).toBe(3);
    expect(bestStreak(['2025-01-05', '2025-01-11', '2025-01-12', '2025-01-20'], 'weekly')).toBe(3);
  });
});

describe('the completion rate of the last 30 days', () => {
  const day = { today: TODAY, createdOn: '2025-01-01' };

  it('is the share of days done, today counting once done', () => {
    const everyDay = Array.from({ length: 30 }, (_, index) => addDays(TODAY, -index));
    expect(completionRate(everyDay, 'daily', day)).toBe(100);
    expect(completionRate(everyDay.slice(1), 'daily', day)).toBe(100); // today is still open
    expect(completionRate(everyDay.slice(1, 16), 'daily', day)).toBe(52); // 15 of the 29 days before today
    expect(completionRate([], 'daily', day)).toBe(0);
  });

  it('counts only the days since the habit began', () => {
    expect(completionRate(['2026-03-10'], 'daily', { today: TODAY, createdOn: '2026-03-10' })).toBe(100);
    expect(completionRate([], 'daily', { today: TODAY, createdOn: TODAY })).toBe(0);
    expect(completionRate(['2026-03-09'], 'daily', { today: TODAY, createdOn: '2026-03-10' })).toBe(50); // a day marked before the habit was made counts it in
  });

  it('counts a day done in a zone ahead, where it is already tomorrow', () => {
    expect(completionRate(['2026-03-12'], 'daily', { today: TODAY, createdOn: TODAY })).toBe(50);
  });

  it('counts weeks and months whole', () => {
    // The 30 days from 10 Feb to 11 Mar touch 5 weeks; the current one is open.
    expect(completionRate(['2026-02-10', '2026-02-16', '2026-02-28', '2026-03-02'], 'weekly', day)).toBe(100);
    expect(completionRate(['2026-02-16', '2026-03-02'], 'weekly', day)).toBe(50);
    expect(completionRate(['2026-02-01'], 'monthly', day)).toBe(100);
  });
});

describe('time zones (docs/product/habits.md "Time zones")', () => {
  const ZONES = ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kolkata', 'America/St_Johns', 'Europe/Paris', 'America/Los_Angeles', 'Australia/Lord_Howe'];
  const zone = fc.constantFrom(...ZONES);
  const instant = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true });
  const logAround = instant.chain((at) => fc.tuple(fc.constant(at), log(localDateInTimeZone(at, 'UTC'))));

  it('moving to a zone where it is an earlier date never shortens the streak (property)', () => {
    fc.assert(
      fc.property(logAround, zone, zone, frequency, ([at, dates], from, to, freq) => {
        const before = localDateInTimeZone(at, from);
        const after = localDateInTimeZone(at, to);
        fc.pre(after <= before);
        expect(currentStreak(dates, freq, after)).toBeGreaterThanOrEqual(currentStreak(dates, freq, before));
      }),
    );
  });

  it('a day done in one zone still counts when read from any zone a day apart (property)', () => {
    fc.assert(
      fc.property(logAround, zone, zone, frequency, ([at, dates], where, readFrom, freq) => {
        const doneOn = localDateInTimeZone(at, where);
        const readOn = localDateInTimeZone(at, readFrom);
        fc.pre(Math.abs(dayNumber(doneOn) - dayNumber(readOn)) <= 1);
        const marked = withCompletion(dates, doneOn, true);
        expect(marked).toContain(doneOn);
        expect(currentStreak(marked, freq, readOn)).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe('the first day of the week (docs/product/accounts.md "Preferences")', () => {
  it('a weekly habit done on a Sunday and the Monday after: two weeks from Sunday, one from Monday', () => {
    // 2026-03-08 is a Sunday, 2026-03-09 a Monday.
    expect(currentStreak(['2026-03-08', '2026-03-09'], 'weekly', '2026-03-09')).toBe(1);
    expect(currentStreak(['2026-03-07', '2026-03-08'], 'weekly', '2026-03-09')).toBe(2);
    expect(currentStreak(['2026-03-07', '2026-03-08'], 'weekly', '2026-03-09', 'monday')).toBe(1);
    expect(currentStreak(['2026-03-08', '2026-03-09'], 'weekly', '2026-03-09', 'monday')).toBe(2);
  });

  it('from Monday, every number is the Sunday rule on the log moved a day back; days and months do not change (property)', () => {
    fc.assert(
      fc.property(log(TODAY), frequency, (dates, freq) => {
        const back = (list: readonly string[]) => list.map((date) => addDays(date, -1));
        const monday = habitStats(dates, freq, { today: TODAY, createdOn: '2025-01-01', weekStart: 'monday' });
        if (freq === 'weekly') {
          expect(monday.streak).toBe(currentStreak(back(dates), 'weekly', addDays(TODAY, -1)));
          expect(monday.bestStreak).toBe(bestStreak(back(dates), 'weekly'));
        } else {
          expect(monday).toEqual(habitStats(dates, freq, { today: TODAY, createdOn: '2025-01-01' }));
        }
      }),
    );
  });
});

