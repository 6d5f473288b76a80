import { describe, expect, it } from 'vitest';
import { habitReminderBody, taskReminderBody } from './reminder-text';

// docs/product/reminders.md "What a reminder says".

describe('what a reminder says', () => {
  const onTime = { held: false, lateMinutes: null };

  it('a task: its due time, and the day when it is not today', () => {
    expect(taskReminderBody({ dueDate: '2026-06-10', dueTime: '15:00' }, '2026-06-10', onTime)).toBe('Due at 15:00');
    expect(taskReminderBody({ dueDate: '2026-06-11', dueTime: '15:00' }, '2026-06-10', onTime)).toBe('Due tomorrow at 15:00');
    expect(taskReminderBody({ dueDate: '2026-06-09', dueTime: '23:55' }, '2026-06-10', onTime)).toBe('Due yesterday at 23:55');
    expect(taskReminderBody({ dueDate: '2026-06-20', dueTime: '08:00' }, '2026-06-10', onTime)).toBe('Due on 2026-06-20 at 08:00');
  });

  it('how late it is and whether quiet hours held it', () => {
    expect(taskReminderBody({ dueDate: '2026-06-10', dueTime: '15:00' }, '2026-06-10', { held: false, lateMinutes: 25 })).toBe('Due at 15:00 · 25 min late');
    expect(habitReminderBody('23:00', { held: true, lateMinutes: null })).toBe('Time for your habit (23:00) · Held for your quiet hours');
    expect(habitReminderBody('07:30', onTime)).toBe('Time for your habit (07:30)');
  });
});
