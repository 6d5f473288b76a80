import { describe, expect, it } from 'vitest';
import { continuedTimer, isRunningTimer } from './continue-activity';

// docs/product/activity.md "Continue".

const activity = { title: 'Proposal', type: 'learning' as const, todo: null };

describe('continuing a past activity', () => {
  it('starts with its title and type', () => {
    expect(continuedTimer(activity)).toEqual({ title: 'Proposal', type: 'learning', todoId: null });
  });

  it('keeps its task while the task is open, and leaves a completed one out', () => {
    expect(continuedTimer({ ...activity, todo: { id: 't1', title: 'Write', status: 'not_started' } }).todoId).toBe('t1');
    expect(continuedTimer({ ...activity, todo: { id: 't1', title: 'Write', status: 'in_progress' } }).todoId).toBe('t1');
    expect(continuedTimer({ ...activity, todo: { id: 't1', title: 'Write', status: 'completed' } }).todoId).toBeNull();
  });

  it('knows when the timer that runs is already this one', () => {
    const next = continuedTimer(activity);
    expect(isRunningTimer({ ...next }, next)).toBe(true);
    expect(isRunningTimer({ ...next, type: 'work' }, next)).toBe(false);
    expect(isRunningTimer({ ...next, todoId: 't1' }, next)).toBe(false);
  });
});
