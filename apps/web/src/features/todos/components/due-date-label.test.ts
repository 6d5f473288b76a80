import { addDays } from '@cadence/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dueDateLabel, dueMark, dueTimeLabel, fullDueDate } from './due-date-label';

const MONDAY = '2026-03-16';

describe('due dates at a glance (docs/product/todos.md "Dates")', () => {
  it('reads Today, Tomorrow, Yesterday and weekday names within the week ahead', () => {
    expect(dueDateLabel(MONDAY, MONDAY)).toBe('Today');
    expect(dueDateLabel('2026-03-17', MONDAY)).toBe('Tomorrow');
    expect(dueDateLabel('2026-03-15', MONDAY)).toBe('Yesterday');
    expect(dueDateLabel('2026-03-18', MONDAY)).toBe('Wed');
    expect(dueDateLabel('2026-03-22', MONDAY)).toBe('Sun');
  });

  it('shows the year only when it is not this year', () => {
    expect(dueDateLabel('2026-03-23', MONDAY)).toBe('Mar 23');
    expect(dueDateLabel('2026-01-02', MONDAY)).toBe('Jan 2');
    expect(dueDateLabel('2027-01-02', MONDAY)).toBe('Jan 2, 2027');
    expect(dueDateLabel('2025-12-30', MONDAY)).toBe('Dec 30, 2025');
  });

  it('the whole date names the same calendar day in any zone (the tests run west of UTC)', () => {
    expect(fullDueDate('2026-03-20')).toBe('Friday, March 20, 2026');
    expect(dueDateLabel('not-a-date', MONDAY)).toBe('not-a-date');
  });

  it('for any date: a weekday name only within six days ahead, and the year exactly when it differs', () => {
    fc.assert(
      fc.property(fc.integer({ min: -800, max: 800 }), (days) => {
        const label = dueDateLabel(addDays(MONDAY, days), MONDAY);
        expect(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)$/.test(label)).toBe(days >= 2 && days <= 6);
        const sameYear = addDays(MONDAY, days).startsWith('2026');
        if (days < -1 || days > 6) expect(/\d{4}$/.test(label)).toBe(!sameYear);
      }),
    );
  });
});

describe('marks on open tasks (issue 13)', () => {
  it('marks overdue and due today, never a completed or undated task', () => {
    expect(dueMark({ dueDate: '2026-03-15', status: 'in_progress' }, MONDAY)).toBe('overdue');
    expect(dueMark({ dueDate: MONDAY, status: 'not_started' }, MONDAY)).toBe('today');
    expect(dueMark({ dueDate: '2026-03-17', status: 'not_started' }, MONDAY)).toBeNull();
    expect(dueMark({ dueDate: '2026-03-15', status: 'completed' }, MONDAY)).toBeNull();
    expect(dueMark({ dueDate: null, status: 'not_started' }, MONDAY)).toBeNull();
  });
});

describe('due times (docs/product/reminders.md "Tasks")', () => {
  it('reads the wall-clock time as this browser writes times, whatever the zone (the tests run west of UTC)', () => {
    expect(dueTimeLabel('15:00')).toBe('3:00 PM');
    expect(dueTimeLabel('00:05')).toBe('12:05 AM');
    expect(dueTimeLabel('09:30')).toBe('9:30 AM');
    expect(dueTimeLabel('nonsense')).toBe('nonsense');
  });
});
