import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayIndexAt, dayMood, moodDays, moodPatterns, patternSentence, rangeMood, splitMood, type PatternDay } from './review';
import { addDays } from '../calendar/calendar-days';

const day = (date: string, mood: number | null, habitIds: string[] = [], productiveMinutes = 0): PatternDay => ({ date, mood, habitIds, productiveMinutes });
const MEDITATE = { id: 'h1', title: 'Meditate', createdOn: '2026-01-01' };

/** `n` days from 2026-02-01 on. */
function daysOf(entries: Array<[mood: number | null, done: boolean]>): PatternDay[] {
  return entries.map(([mood, done], index) => day(addDays('2026-02-01', index), mood, done ? ['h1'] : []));
}

describe('patterns are stated only with enough days on each side (docs/product/dashboard.md "Patterns")', () => {
  it('compares the average mood on days with the habit against days without it', () => {
    const days = daysOf([
      [8, true], [7, true], [8, true], [7, true], [7, true],
      [6, false], [6, false], [7, false], [5, false], [6, false],
    ]);
    const [pattern] = moodPatterns(days, [MEDITATE]);
    expect(pattern).toEqual({ kind: 'stated', subject: { type: 'habit', habitId: 'h1', title: 'Meditate' }, moodWith: 7.4, moodWithout: 6, daysWith: 5, daysWithout: 5 });
    expect(patternSentence(pattern!)).toBe("On days you did “Meditate”, your mood averaged 7.4 vs 6.0 on days you didn't.");
  });

  it('says so when a side has fewer than 5 days with a mood', () => {
    const days = daysOf([[8, true], [7, true], [8, true], [7, true], [null, true], [6, false], [6, false], [7, false], [5, false], [6, false], [6, false]]);
    const [pattern] = moodPatterns(days, [MEDITATE]);
    expect(pattern).toMatchObject({ kind: 'not-enough-data', daysWith: 4, daysWithout: 6 });
    expect(patternSentence(pattern!)).toBe(
      'Not enough data yet for days you did “Meditate”: a pattern needs at least 5 days with a mood on each side (so far 4 days with, 6 days without).',
    );
  });

  it('does not count the days before a habit existed as days without it', () => {
    const days = daysOf([[3, false], [3, false], [3, false], [8, true], [8, true]]);
    const [pattern] = moodPatterns(days, [{ ...MEDITATE, createdOn: '2026-02-04' }], 1);
    expect(pattern).toMatchObject({ kind: 'not-enough-data', daysWith: 2, daysWithout: 0 });
  });

  it('counts a habit from its first day marked done when that is before it was created (a filled-in past)', () => {
    const days = daysOf([[3, false], [3, false], [8, true], [3, false], [8, true], [8, true]]);
    const [pattern] = moodPatterns(days, [{ ...MEDITATE, createdOn: '2026-02-06' }], 1);
    expect(pattern).toMatchObject({ kind: 'stated', daysWith: 3, daysWithout: 1, moodWith: 8, moodWithout: 3 });
  });

  it('compares productive days (an hour or more of work and learning) with the others', () => {
    const days = [...Array(10).keys()].map((i) => day(addDays('2026-02-01', i), i < 5 ? 8 : 5, [], i < 5 ? 60 : 59));
    const [pattern] = moodPatterns(days, []);
    expect(patternSentence(pattern!)).toBe('On days with an hour or more of productive time, your mood averaged 8.0 vs 5.0 on other days.');
  });

  const arbitraryDays = fc
    .array(fc.record({ mood: fc.option(fc.double({ min: 1, max: 10, noNaN: true }), { nil: null }), done: fc.boolean(), minutes: fc.integer({ min: 0, max: 600 }) }), { maxLength: 40 })
    .map((list) => list.map(({ mood, done, minutes }, index) => day(addDays('2026-01-01', index), mood, done ? ['h1'] : [], minutes)));

  it('states a pattern exactly when both sides have enough days, with averages inside the moods of each side', () => {
    fc.assert(
      fc.property(arbitraryDays, fc.integer({ min: 1, max: 8 }), (days, minDays) => {
        const pattern = splitMood(days, (d) => d.habitIds.includes('h1'), { type: 'productive-hour' }, minDays);
        const withMoods = days.filter((d) => d.mood !== null && d.habitIds.includes('h1')).map((d) => d.mood!);
        const withoutMoods = days.filter((d) => d.mood !== null && !d.habitIds.includes('h1')).map((d) => d.mood!);
        expect(pattern.daysWith).toBe(withMoods.length);
        expect(pattern.daysWithout).toBe(withoutMoods.length);
        expect(pattern.kind === 'stated').toBe(withMoods.length >= minDays && withoutMoods.length >= minDays);
        if (pattern.kind === 'stated') {
          expect(pattern.moodWith).toBeGreaterThanOrEqual(Math.floor(Math.min(...withMoods) * 10) / 10);
          expect(pattern.moodWith).toBeLessThanOrEqual(Math.ceil(Math.max(...withMoods) * 10) / 10);
          expect(pattern.moodWithout).toBeGreaterThanOrEqual(Math.floor(Math.min(...withoutMoods) * 10) / 10);
          expect(pattern.moodWithout).toBeLessThanOrEqual(Math.ceil(Math.max(...withoutMoods) * 10) / 10);
          expect(patternSentence(pattern)).toContain(`${pattern.moodWith.toFixed(1)} vs ${pattern.moodWithout.toFixed(1)}`);
        }
      }),
    );
  });

  it('does not depend on the order of the days, and puts stated patterns first', () => {
    fc.assert(
      fc.property(arbitraryDays, fc.integer(), (days, seed) => {
        const shuffled = [...days].sort((a, b) => ((a.date.charCodeAt(9) * seed) % 7) - ((b.date.charCodeAt(9) * seed) % 7));
        const habits = [MEDITATE, { id: 'h2', title: 'Run', createdOn: '2026-01-10' }];
        expect(moodPatterns(shuffled, habits, 3)).toEqual(moodPatterns(days, habits, 3));
        const kinds = moodPatterns(days, habits, 3).map((p) => p.kind);
        expect(kinds.indexOf('stated') === -1 || kinds.lastIndexOf('stated') < (kinds.indexOf('not-enough-data') === -1 ? Infinity : kinds.indexOf('not-enough-data'))).toBe(true);
      }),
    );
  });
});

describe('an instant falls in the day whose bounds hold it', () => {
  it('finds the day by its start instants', () => {
    const starts = [0, 100, 200];
    expect(dayIndexAt(-1, starts, 300)).toBe(-1);
    expect(dayIndexAt(0, starts, 300)).toBe(0);
    expect(dayIndexAt(99, starts, 300)).toBe(0);
    expect(dayIndexAt(100, starts, 300)).toBe(1);
    expect(dayIndexAt(299, starts, 300)).toBe(2);
    expect(dayIndexAt(300, starts, 300)).toBe(-1);
  });

  it('agrees with a linear search for any bounds', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 40 }), fc.integer({ min: -10, max: 2_100 }), (lengths, ms) => {
        const starts: number[] = [];
        let at = 0;
        for (const length of lengths) {
          starts.push(at);
          at += length;
        }
        const expected = ms < 0 || ms >= at ? -1 : starts.findLastIndex((start) => start <= ms);
        expect(dayIndexAt(ms, starts, at)).toBe(expected);
      }),
    );
  });
});

describe("a range's mood, one definition for the review and the insights (docs/product/dashboard.md \"Review\", issue 18)", () => {
  it('averages the days, each day once with its own average of entries and check-ins', () => {
    const days = moodDays(
      [{ date: '2026-03-01', value: 8 }, { date: '2026-03-01', value: 5 }, { date: '2026-03-03', value: 6 }, { date: '2026-02-28', value: 1 }],
      ['2026-03-01', '2026-03-02', '2026-03-03'],
    );
    expect(days).toEqual([{ date: '2026-03-01', mood: 6.5 }, { date: '2026-03-02', mood: null }, { date: '2026-03-03', mood: 6 }]);
    expect(rangeMood(days)).toEqual({ average: 6.3, daysWithMood: 2 });
    expect(rangeMood([{ mood: null }])).toBeNull();
    expect(dayMood([])).toBeNull();
  });

  it('property: the average lies between the lowest and the highest day, whatever the order of the days', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 10, max: 100 }).map((n) => n / 10)), { minLength: 1, maxLength: 30 }), (moods) => {
        const days = moods.map((mood) => ({ mood }));
        const known = moods.filter((mood): mood is number => mood !== null);
        const result = rangeMood(days);
        if (known.length === 0) {
          expect(result).toBeNull();
          return;
        }
        expect(result!.daysWithMood).toBe(known.length);
        expect(result!.average).toBeGreaterThanOrEqual(Math.min(...known) - 0.05);
        expect(result!.average).toBeLessThanOrEqual(Math.max(...known) + 0.05);
        expect(rangeMood([...days].reverse())).toEqual(result);
      }),
    );
  });
});

