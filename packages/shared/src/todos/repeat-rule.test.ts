import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../calendar/calendar-days';
import { isCalendarDate } from '../calendar/local-date';
import { isoWeekdayOf } from '../reminders/reminder-times';
import { anchoredRepeatRule, firstRepeatDate, nextOccurrenceDate, nextRepeatDate, repeatRuleSchema, sameRepeatRule, type RepeatRule, type RepeatRuleInput } from './repeat-rule';
import { repeatWords } from './repeat-words';

// docs/product/todos.md "Repeating tasks".

const rule = (input: RepeatRuleInput): RepeatRule => repeatRuleSchema.parse(input);
const series = (r: RepeatRule, first: string, steps: number) => {
  const dates = [first];
  for (let i = 1; i < steps; i += 1) dates.push(nextRepeatDate(r, dates.at(-1)!));
  return dates;
};

const day = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const anyRule: fc.Arbitrary<RepeatRule> = fc
  .record({
    every: fc.constantFrom('day', 'weekday', 'week', 'month', 'year' as const),
    interval: fc.integer({ min: 1, max: 365 }),
    weekdays: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }), { nil: undefined }),
    monthDay: fc.option(fc.integer({ min: 1, max: 31 }), { nil: undefined }),
    from: fc.constantFrom('due', 'completion' as const),
  })
  .map((r) =>
    rule({
      every: r.every,
      interval: r.every === 'weekday' ? 1 : r.interval,
      from: r.from,
      ...(r.every === 'week' && r.weekdays ? { weekdays: r.weekdays } : {}),
      ...((r.every === 'month' || r.every === 'year') && r.monthDay ? { monthDay: r.monthDay } : {}),
    }),
  );

describe('the next date of a repeating task', () => {
  it('every day, every N days, every weekday', () => {
    expect(nextRepeatDate(rule({ every: 'day' }), '2026-12-31')).toBe('2027-01-01');
    expect(nextRepeatDate(rule({ every: 'day', interval: 3 }), '2028-02-27')).toBe('2028-03-01');
    expect(series(rule({ every: 'weekday' }), '2026-03-19', 5)).toEqual(['2026-03-19', '2026-03-20', '2026-03-23', '2026-03-24', '2026-03-25']);
    expect(nextRepeatDate(rule({ every: 'weekday' }), '2026-03-21')).toBe('2026-03-23');
  });

  it('weekly on chosen days, and every 2 weeks', () => {
    const monWedFri = rule({ every: 'week', weekdays: [5, 1, 3, 3] });
    expect(monWedFri.weekdays).toEqual([1, 3, 5]);
    expect(series(monWedFri, '2026-03-16', 5)).toEqual(['2026-03-16', '2026-03-18', '2026-03-20', '2026-03-23', '2026-03-25']);
    expect(series(rule({ every: 'week', interval: 2, weekdays: [2, 4] }), '2026-03-17', 4)).toEqual(['2026-03-17', '2026-03-19', '2026-03-31', '2026-04-02']);
    expect(nextRepeatDate(rule({ every: 'week', interval: 2 }), '2026-12-28')).toBe('2027-01-11');
  });

  it('monthly on the 31st falls back to the last day, and comes back to the 31st', () => {
    expect(series(rule({ every: 'month', monthDay: 31 }), '2026-01-31', 6)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30']);
    expect(series(rule({ every: 'month', monthDay: 31 }), '2028-01-31', 2)).toEqual(['2028-01-31', '2028-02-29']);
    expect(series(rule({ every: 'month', interval: 3, monthDay: 30 }), '2026-11-30', 3)).toEqual(['2026-11-30', '2027-02-28', '2027-05-30']);
    // Without a day of its own, a month counts from the base date's day (a completion-based rule).
    expect(nextRepeatDate(rule({ every: 'month', from: 'completion' }), '2026-01-31')).toBe('2026-02-28');
  });

  it('yearly on 29 February lands on the 28th, and on the 29th again in a leap year', () => {
    expect(series(rule({ every: 'year', monthDay: 29 }), '2028-02-29', 5)).toEqual(['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']);
    expect(nextRepeatDate(rule({ every: 'year', interval: 4 }), '2024-02-29')).toBe('2028-02-29');
    expect(nextRepeatDate(rule({ every: 'year' }), '2026-12-31')).toBe('2027-12-31');
  });

  it('ends at the end date (included) or after the count of occurrences', () => {
    const untilRule = rule({ every: 'week', until: '2026-03-30' });
    expect(nextOccurrenceDate(untilRule, { dueDate: '2026-03-23', completedOn: '2026-03-23', number: 1 })).toBe('2026-03-30');
    expect(nextOccurrenceDate(untilRule, { dueDate: '2026-03-30', completedOn: '2026-03-30', number: 2 })).toBeNull();
    const three = rule({ every: 'day', count: 3 });
    expect(nextOccurrenceDate(three, { dueDate: '2026-03-01', completedOn: '2026-03-05', number: 2 })).toBe('2026-03-02');
    expect(nextOccurrenceDate(three, { dueDate: '2026-03-02', completedOn: '2026-03-05', number: 3 })).toBeNull();
  });

  it('"every" counts from the due date, "every!" and a task with no due date from the completion date', () => {
    const at = { dueDate: '2026-03-01', completedOn: '2026-03-10', number: 1 };
    expect(nextOccurrenceDate(rule({ every: 'week', interval: 2 }), at)).toBe('2026-03-15');
    expect(nextOccurrenceDate(rule({ every: 'week', interval: 2, from: 'completion' }), at)).toBe('2026-03-24');
    expect(nextOccurrenceDate(rule({ every: 'day' }), { ...at, dueDate: null })).toBe('2026-03-11');
  });

  it('pins a rule to its first due date so it cannot drift', () => {
    expect(anchoredRepeatRule(rule({ every: 'month' }), '2026-01-31')).toMatchObject({ monthDay: 31 });
    expect(anchoredRepeatRule(rule({ every: 'week' }), '2026-03-19')).toMatchObject({ weekdays: [4] });
    expect(anchoredRepeatRule(rule({ every: 'year' }), '2028-02-29')).toMatchObject({ monthDay: 29 });
    expect(anchoredRepeatRule(rule({ every: 'month', from: 'completion' }), '2026-01-31').monthDay).toBeUndefined();
    expect(anchoredRepeatRule(rule({ every: 'month' }), null).monthDay).toBeUndefined();
  });

  it('a new series without a date starts on the first day of its schedule from today on', () => {
    expect(firstRepeatDate(rule({ every: 'week', weekdays: [1] }), '2026-03-16')).toBe('2026-03-16');
    expect(firstRepeatDate(rule({ every: 'week', weekdays: [1] }), '2026-03-17')).toBe('2026-03-23');
    expect(firstRepeatDate(rule({ every: 'weekday' }), '2026-03-22')).toBe('2026-03-23');
    expect(firstRepeatDate(rule({ every: 'month', monthDay: 1 }), '2026-03-17')).toBe('2026-04-01');
    expect(firstRepeatDate(rule({ every: 'month', monthDay: 31 }), '2026-04-17')).toBe('2026-04-30');
    expect(firstRepeatDate(rule({ every: 'month' }), '2026-03-17')).toBe('2026-03-17');
  });

  it('says the rule in words', () => {
    expect(repeatWords(rule({ every: 'day' }))).toBe('Every day');
    expect(repeatWords(rule({ every: 'day', interval: 3 }))).toBe('Every 3 days');
    expect(repeatWords(rule({ every: 'weekday' }))).toBe('Every weekday');
    expect(repeatWords(rule({ every: 'week', weekdays: [1] }))).toBe('Every Monday');
    expect(repeatWords(rule({ every: 'week', weekdays: [1, 3, 5] }))).toBe('Every Mon, Wed and Fri');
    expect(repeatWords(rule({ every: 'week', interval: 2 }))).toBe('Every 2 weeks');
    expect(repeatWords(rule({ every: 'month', monthDay: 31 }))).toBe('Every month on the 31st');
    expect(repeatWords(rule({ every: 'month', monthDay: 22 }))).toBe('Every month on the 22nd');
    expect(repeatWords(rule({ every: 'year', from: 'completion', count: 5 }))).toBe('Every year after completion, 5 times');
    expect(repeatWords(rule({ every: 'week', weekdays: [6, 7], until: '2027-01-31' }))).toBe('Every Saturday and Sunday, until 2027-01-31');
  });
});

describe('the repeat rule schema refuses a bad rule with a clear message', () => {
  const message = (input: unknown) => {
    const result = repeatRuleSchema.safeParse(input);
    return result.success ? null : result.error.issues[0]!.message;
  };
  it('names what is wrong', () => {
    expect(message({ every: 'fortnight' })).toBe('Repeat must be every day, weekday, week, month or year');
    expect(message({ every: 'day', interval: 0 })).toBe('Repeat interval must be a whole number from 1 to 365');
    expect(message({ every: 'day', interval: 1.5 })).toBe('Repeat interval must be a whole number from 1 to 365');
    expect(message({ every: 'week', weekdays: [0] })).toBe('Weekdays must be numbers from 1 (Monday) to 7 (Sunday)');
    expect(message({ every: 'day', weekdays: [1] })).toBe('Weekdays can only be chosen for a weekly repeat');
    expect(message({ every: 'week', monthDay: 3 })).toBe('A day of the month can only be chosen for a monthly or yearly repeat');
    expect(message({ every: 'month', monthDay: 32 })).toBe('Day of the month must be a whole number from 1 to 31');
    expect(message({ every: 'weekday', interval: 2 })).toBe('Every weekday repeats each working day: its interval must be 1');
    expect(message({ every: 'day', until: '2026-02-30' })).toBe('Repeat end date must be a real date in the form YYYY-MM-DD');
    expect(message({ every: 'day', count: 0 })).toBe('Repeat count must be a whole number from 1 to 1,000');
    expect(message({ every: 'day', until: '2026-03-01', count: 2 })).toBe('Choose an end date or a number of times, not both');
    expect(message({ every: 'day', from: 'start' })).toBe('Repeat from must be due or completion');
    expect(message({ every: 'day', hourly: true })).toBe('Unknown field: hourly');
  });
});

describe('properties of the next date', () => {
  it('is always a real date strictly after its base, and at most the interval of its unit away', () => {
    fc.assert(
      fc.property(anyRule, day, (r, base) => {
        const next = nextRepeatDate(r, base);
        expect(isCalendarDate(next)).toBe(true);
        const ahead = daysBetween(base, next);
        expect(ahead).toBeGreaterThan(0);
        const unitDays = { day: 1, weekday: 3, week: 7, month: 31, year: 366 }[r.every];
        expect(ahead).toBeLessThanOrEqual(unitDays * r.interval + (r.every === 'week' ? 6 : r.every === 'month' || r.every === 'year' ? 30 : 0));
      }),
    );
  });

  it('every day is exactly N days; every weekday is the next Monday-to-Friday, none skipped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 365 }), day, (interval, base) => {
        expect(daysBetween(base, nextRepeatDate(rule({ every: 'day', interval }), base))).toBe(interval);
        const next = nextRepeatDate(rule({ every: 'weekday' }), base);
        expect(isoWeekdayOf(next)).toBeLessThanOrEqual(5);
        for (let d = addDays(base, 1); d < next; d = addDays(d, 1)) expect(isoWeekdayOf(d)).toBeGreaterThan(5);
      }),
    );
  });

  it('weekly on chosen days lands on a chosen day, and weekly by 1 skips none of them', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }), fc.integer({ min: 1, max: 8 }), day, (weekdays, interval, base) => {
        const next = nextRepeatDate(rule({ every: 'week', weekdays, interval }), base);
        expect(weekdays).toContain(isoWeekdayOf(next));
        if (interval === 1) for (let d = addDays(base, 1); d < next; d = addDays(d, 1)) expect(weekdays).not.toContain(isoWeekdayOf(d));
      }),
    );
  });

  it('a monthly series keeps its day across month ends: the day asked for, or the last day of a shorter month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 1, max: 14 }), day, fc.integer({ min: 2, max: 30 }), (monthDay, interval, start, steps) => {
        const r = rule({ every: 'month', monthDay, interval });
        const first = firstRepeatDate(r, start);
        let previousMonth = Number(first.slice(0, 4)) * 12 + Number(first.slice(5, 7));
        for (const date of series(r, first, steps)) {
          const [y, m, d] = date.split('-').map(Number) as [number, number, number];
          const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
          expect(d).toBe(Math.min(monthDay, lastDay));
          const month = y * 12 + m;
          if (date !== first) expect(month - previousMonth).toBe(interval);
          previousMonth = month;
        }
      }),
    );
  });

  it('a yearly series on 29 February is on the 29th exactly in leap years', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2080 }).map((y) => y - (y % 4)), fc.integer({ min: 2, max: 30 }), (leapish, steps) => {
        fc.pre(leapish % 100 !== 0 || leapish % 400 === 0);
        for (const date of series(rule({ every: 'year', monthDay: 29 }), `${leapish}-02-29`, steps)) {
          const year = Number(date.slice(0, 4));
          const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
          expect(date.slice(5)).toBe(leap ? '02-29' : '02-28');
        }
      }),
    );
  });

  it('an end date or a count ends the series: never a date past the end, never more occurrences than the count', () => {
    fc.assert(
      fc.property(anyRule, day, fc.integer({ min: 0, max: 400 }), fc.integer({ min: 1, max: 12 }), fc.boolean(), (r, first, span, count, byDate) => {
        const until = addDays(first, span);
        const bounded = byDate ? { ...r, until } : { ...r, count };
        const dates = [first];
        while (dates.length < 50) {
          const next = nextOccurrenceDate(bounded, { dueDate: dates.at(-1)!, completedOn: dates.at(-1)!, number: dates.length });
          if (next === null) break;
          dates.push(next);
        }
        if (byDate) expect(dates.slice(1).every((date) => date <= until)).toBe(true);
        else expect(dates.length).toBeLessThanOrEqual(count);
        if (!byDate && count <= 12) expect(dates.length).toBe(count);
      }),
    );
  });

  it('a rule survives its own round trip through the schema (what is stored reads back the same)', () => {
    fc.assert(
      fc.property(anyRule, (r) => {
        const again = repeatRuleSchema.parse(JSON.parse(JSON.stringify(r)));
        expect(sameRepeatRule(again, r)).toBe(true);
        expect(repeatWords(again).startsWith('Every')).toBe(true);
      }),
    );
  });
});
