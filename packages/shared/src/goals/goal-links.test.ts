import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TODO_STATUSES } from '../todos/todo-constants';
import { goalHabitDone, goalWorkSummary } from './goal-links';

const tasks = (...statuses: Array<'not_started' | 'in_progress' | 'completed'>) => statuses.map((status) => ({ status }));

describe('goalWorkSummary (docs/product/goals.md "Linked tasks and habits")', () => {
  it('counts the open tasks, then the habits, singular and plural', () => {
    expect(goalWorkSummary({ tasks: tasks('not_started', 'in_progress', 'not_started'), habits: [{}] })).toBe('3 tasks open, 1 habit');
    expect(goalWorkSummary({ tasks: tasks('in_progress'), habits: [] })).toBe('1 task open');
    expect(goalWorkSummary({ tasks: [], habits: [{}, {}] })).toBe('2 habits');
    expect(goalWorkSummary({ tasks: tasks('not_started', 'not_started'), habits: [{}, {}] })).toBe('2 tasks open, 2 habits');
  });

  it('leaves completed tasks out of the open count', () => {
    expect(goalWorkSummary({ tasks: tasks('completed', 'not_started', 'completed'), habits: [] })).toBe('1 task open');
  });

  it('says the tasks are done when every linked task is completed', () => {
    expect(goalWorkSummary({ tasks: tasks('completed'), habits: [] })).toBe('1 task done');
    expect(goalWorkSummary({ tasks: tasks('completed', 'completed'), habits: [{}] })).toBe('2 tasks done, 1 habit');
  });

  it('says nothing when nothing is linked', () => {
    expect(goalWorkSummary({ tasks: [], habits: [] })).toBeNull();
  });

  it('names exactly the open tasks and the habits, in that order (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TODO_STATUSES), { maxLength: 30 }), fc.nat({ max: 30 }), (statuses, habitCount) => {
        const summary = goalWorkSummary({ tasks: tasks(...statuses), habits: Array.from({ length: habitCount }, () => ({})) });
        const open = statuses.filter((status) => status !== 'completed').length;
        if (statuses.length === 0 && habitCount === 0) {
          expect(summary).toBeNull();
          return;
        }
        const taskPart = open > 0 ? `${open} task${open === 1 ? '' : 's'} open` : statuses.length > 0 ? `${statuses.length} task${statuses.length === 1 ? '' : 's'} done` : null;
        const habitPart = habitCount > 0 ? `${habitCount} habit${habitCount === 1 ? '' : 's'}` : null;
        expect(summary).toBe([taskPart, habitPart].filter((part) => part !== null).join(', '));
      }),
    );
  });
});

describe('goalHabitDone', () => {
  it('is done in the current period: today for daily, this week for weekly, this month for monthly', () => {
    // 2026-03-04 is a Wednesday; the week (from Sunday) began on 2026-03-01.
    expect(goalHabitDone({ frequency: 'daily', lastDone: '2026-03-04' }, '2026-03-04')).toBe(true);
    expect(goalHabitDone({ frequency: 'daily', lastDone: '2026-03-03' }, '2026-03-04')).toBe(false);
    expect(goalHabitDone({ frequency: 'weekly', lastDone: '2026-03-01' }, '2026-03-04')).toBe(true);
    expect(goalHabitDone({ frequency: 'weekly', lastDone: '2026-02-28' }, '2026-03-04')).toBe(false);
    expect(goalHabitDone({ frequency: 'weekly', lastDone: '2026-03-01' }, '2026-03-04', 'monday')).toBe(false);
    expect(goalHabitDone({ frequency: 'monthly', lastDone: '2026-03-01' }, '2026-03-31')).toBe(true);
    expect(goalHabitDone({ frequency: 'monthly', lastDone: '2026-02-28' }, '2026-03-01')).toBe(false);
  });

  it('is not done when never done', () => {
    expect(goalHabitDone({ frequency: 'daily', lastDone: null }, '2026-03-04')).toBe(false);
  });
});
