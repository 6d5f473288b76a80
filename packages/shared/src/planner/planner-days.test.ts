import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, monthStartOf, weekdayOf } from '../calendar/calendar-days';
import { localDateInTimeZone } from '../calendar/local-date';
import { itemsByDay, habitDoneNow, habitDueToday, isOverdue, monthGrid, todayTasks, upcomingDays, upcomingWindow, UPCOMING_DAYS } from './planner-days';

const date = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const status = fc.constantFrom('not_started', 'in_progress', 'completed');
/** A task due near `today` (the edges are what matter: yesterday, today, the 14th day) or undated. */
const taskNear = (today: string) => fc.record({ id: fc.uuid(), dueDate: fc.option(fc.integer({ min: -20, max: 20 }).map((days) => addDays(today, days)), { nil: null }), status });
const tasksNear = fc.tuple(date).chain(([today]) => fc.tuple(fc.constant(today), fc.array(taskNear(today), { maxLength: 40 })));
const weekStart = fc.constantFrom('sunday' as const, 'monday' as const);

describe('Today (docs/product/planner.md "Today")', () => {
  it('lists the open overdue tasks, oldest first, then the open tasks due today', () => {
    const tasks = [
      { id: 'a', dueDate: '2026-03-02', status: 'not_started' },
      { id: 'b', dueDate: '2026-02-27', status: 'in_progress' },
      { id: 'c', dueDate: '2026-03-01', status: 'completed' },
      { id: 'd', dueDate: '2026-03-01', status: 'not_started' },
      { id: 'e', dueDate: null, status: 'not_started' },
      { id: 'f', dueDate: '2026-02-28', status: 'not_started' },
    ];
    const { overdue, today } = todayTasks(tasks, '2026-03-01');
    expect(overdue.map((t) => t.id)).toEqual(['b', 'f']);
    expect(today.map((t) => t.id)).toEqual(['d']);
  });

  it('a task is overdue exactly when it is open and due before today; each task is in at most one list', () => {
    fc.assert(
      fc.property(tasksNear, ([today, tasks]) => {
        const lists = todayTasks(tasks, today);
        for (const t of tasks) {
          const overdue = t.status !== 'completed' && t.dueDate !== null && t.dueDate < today;
          expect(isOverdue(t, today)).toBe(overdue);
          expect(lists.overdue.includes(t)).toBe(overdue);
          expect(lists.today.includes(t)).toBe(t.status !== 'completed' && t.dueDate === today);
        }
        for (let i = 1; i < lists.overdue.length; i += 1) expect(lists.overdue[i - 1]!.dueDate! <= lists.overdue[i]!.dueDate!).toBe(true);
      }),
    );
  });

  it('a daily habit is always due; a weekly one while its week is not done, or when today did it', () => {
    expect(habitDueToday({ frequency: 'daily', completions: ['2026-03-04'] }, '2026-03-04', 'sunday')).toBe(true);
    // 2026-03-04 is a Wednesday; its Sunday-first week began on 2026-03-01.
    expect(habitDueToday({ frequency: 'weekly', completions: [] }, '2026-03-04', 'sunday')).toBe(true);
    expect(habitDueToday({ frequency: 'weekly', completions: ['2026-03-02'] }, '2026-03-04', 'sunday')).toBe(false);
    expect(habitDueToday({ frequency: 'weekly', completions: ['2026-03-04'] }, '2026-03-04', 'sunday')).toBe(true);
    // A Monday-first week began on 2026-03-02, so a mark on Sunday 1 March was last week's.
    expect(habitDueToday({ frequency: 'weekly', completions: ['2026-03-01'] }, '2026-03-04', 'monday')).toBe(true);
    expect(habitDueToday({ frequency: 'weekly', completions: ['2026-03-01'] }, '2026-03-04', 'sunday')).toBe(false);
    expect(habitDueToday({ frequency: 'monthly', completions: ['2026-02-28'] }, '2026-03-01', 'sunday')).toBe(true);
    expect(habitDoneNow({ frequency: 'monthly', completions: ['2026-03-01'] }, '2026-03-31', 'sunday')).toBe(true);
  });

  it('a habit not due today is one whose current period is already done', () => {
    fc.assert(
      fc.property(fc.constantFrom('daily' as const, 'weekly' as const, 'monthly' as const), fc.uniqueArray(date, { maxLength: 10 }), date, weekStart, (frequency, marks, today, start) => {
        const habit = { frequency, completions: [...marks].sort() };
        if (!habitDueToday(habit, today, start)) expect(habitDoneNow(habit, today, start)).toBe(true);
      }),
    );
  });
});

describe('Upcoming (docs/product/planner.md "Upcoming")', () => {
  it('is 14 days from today, across a month end and a leap day', () => {
    expect(upcomingWindow('2028-02-20')).toEqual([
      '2028-02-20', '2028-02-21', '2028-02-22', '2028-02-23', '2028-02-24', '2028-02-25', '2028-02-26',
      '2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01', '2028-03-02', '2028-03-03', '2028-03-04',
    ]);
    expect(upcomingWindow('2026-12-25').at(-1)).toBe('2027-01-07');
  });

  it('the window is 14 consecutive days, today first, for any day', () => {
    fc.assert(
      fc.property(date, (today) => {
        const days = upcomingWindow(today);
        expect(days).toHaveLength(UPCOMING_DAYS);
        expect(days[0]).toBe(today);
        days.forEach((day, index) => expect(daysBetween(today, day)).toBe(index));
      }),
    );
  });

  it('today, and so the window, is the person\'s local day, whatever the daylight-saving change', () => {
    // 29 March 2026: Berlin's clocks go from 02:00 to 03:00; 1 November 2026: New York's go back.
    expect(upcomingWindow(localDateInTimeZone(new Date('2026-03-28T23:30:00Z'), 'Europe/Berlin'))[0]).toBe('2026-03-29');
    expect(upcomingWindow(localDateInTimeZone(new Date('2026-11-02T04:30:00Z'), 'America/New_York'))[0]).toBe('2026-11-01');
    expect(upcomingWindow(localDateInTimeZone(new Date('2026-11-02T05:30:00Z'), 'America/New_York'))[0]).toBe('2026-11-02');
    const zones = ['Europe/Berlin', 'America/New_York', 'Pacific/Kiritimati', 'Pacific/Honolulu', 'Asia/Kathmandu', 'UTC'];
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), fc.constantFrom(...zones), (instant, zone) => {
        const days = upcomingWindow(localDateInTimeZone(instant, zone));
        for (let i = 1; i < days.length; i += 1) expect(daysBetween(days[i - 1]!, days[i]!)).toBe(1);
      }),
    );
  });

  it('puts each open task in the window under its due date, and nothing else', () => {
    fc.assert(
      fc.property(tasksNear, ([today, tasks]) => {
        const days = upcomingDays(tasks, today);
        const listed = days.flatMap((day) => day.items.map((item) => ({ day: day.date, item })));
        for (const { day, item } of listed) {
          expect(item.dueDate).toBe(day);
          expect(item.status).not.toBe('completed');
        }
        const expected = tasks.filter((t) => t.status !== 'completed' && t.dueDate !== null && daysBetween(today, t.dueDate) >= 0 && daysBetween(today, t.dueDate) < UPCOMING_DAYS);
        expect(listed).toHaveLength(expected.length);
      }),
    );
  });

  it('keeps the order items came in inside a day', () => {
    const grouped = itemsByDay([{ d: '2026-01-02', n: 1 }, { d: '2026-01-01', n: 2 }, { d: '2026-01-02', n: 3 }, { d: '2026-01-09', n: 4 }], (x) => x.d, ['2026-01-01', '2026-01-02']);
    expect(grouped).toEqual([
      { date: '2026-01-01', items: [{ d: '2026-01-01', n: 2 }] },
      { date: '2026-01-02', items: [{ d: '2026-01-02', n: 1 }, { d: '2026-01-02', n: 3 }] },
    ]);
  });
});

describe('Month (docs/product/planner.md "Upcoming")', () => {
  it('February 2026 (1st a Sunday) is four Sunday-first weeks; Monday-first it is five, from 26 January', () => {
    const sunday = monthGrid('2026-02-10', 'sunday');
    expect(sunday).toHaveLength(4);
    expect(sunday[0]![0]).toBe('2026-02-01');
    expect(sunday.at(-1)!.at(-1)).toBe('2026-02-28');
    const monday = monthGrid('2026-02-10', 'monday');
    expect(monday).toHaveLength(5);
    expect(monday[0]![0]).toBe('2026-01-26');
    expect(monday.at(-1)!.at(-1)).toBe('2026-03-01');
  });

  it('a leap February holds the 29th; a month of six weeks is six rows', () => {
    expect(monthGrid('2028-02-01', 'sunday').flat()).toContain('2028-02-29');
    expect(monthGrid('2027-02-01', 'sunday').flat()).not.toContain('2027-02-29');
    // August 2026 begins on a Saturday and has 31 days: six Sunday-first weeks.
    expect(monthGrid('2026-08-01', 'sunday')).toHaveLength(6);
  });

  it('whole weeks on the person\'s first weekday, every day of the month once, consecutive days', () => {
    fc.assert(
      fc.property(date, weekStart, (day, start) => {
        const grid = monthGrid(day, start);
        const days = grid.flat();
        expect(grid.length).toBeGreaterThanOrEqual(4);
        expect(grid.length).toBeLessThanOrEqual(6);
        for (const week of grid) {
          expect(week).toHaveLength(7);
          expect(weekdayOf(week[0]!)).toBe(start === 'monday' ? 1 : 0);
        }
        for (let i = 1; i < days.length; i += 1) expect(daysBetween(days[i - 1]!, days[i]!)).toBe(1);
        const month = monthStartOf(day).slice(0, 7);
        const inMonth = days.filter((d) => d.startsWith(month));
        expect(inMonth[0]).toBe(`${month}-01`);
        expect(new Set(inMonth).size).toBe(inMonth.length);
        expect(addDays(inMonth.at(-1)!, 1).slice(0, 7)).not.toBe(month);
        // Only the first and last weeks hold days of other months.
        expect(grid[0]!.some((d) => d.startsWith(month))).toBe(true);
        expect(grid.at(-1)!.some((d) => d.startsWith(month))).toBe(true);
      }),
    );
  });
});
