import { describe, expect, it } from 'vitest';
import { reminderSummary, reminderTimeLabel, weekdaysInOrder } from './habit-reminder-labels';

describe("a habit's reminders as the card reads them (docs/product/reminders.md \"Habits\")", () => {
  it('writes wall-clock times as this browser writes times, in any zone (the tests run west of UTC)', () => {
    expect(reminderTimeLabel('07:30')).toBe('7:30 AM');
    expect(reminderTimeLabel('21:00')).toBe('9:00 PM');
  });

  it('says nothing of the days when they are every day (none, or all seven)', () => {
    expect(reminderSummary([], [], 'monday')).toBeNull();
    expect(reminderSummary(['07:30', '21:00'], [], 'monday')).toBe('7:30 AM, 9:00 PM');
    expect(reminderSummary(['07:30'], [1, 2, 3, 4, 5, 6, 7], 'sunday')).toBe('7:30 AM');
  });

  it("names the chosen days in the person's week order", () => {
    expect(reminderSummary(['07:30'], [1, 3, 7], 'monday')).toBe('7:30 AM · Mon, Wed, Sun');
    expect(reminderSummary(['07:30'], [1, 3, 7], 'sunday')).toBe('7:30 AM · Sun, Mon, Wed');
    expect(weekdaysInOrder('sunday')).toEqual([7, 1, 2, 3, 4, 5, 6]);
  });
});
