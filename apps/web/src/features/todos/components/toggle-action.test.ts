import { TODO_STATUSES } from '@cadence/shared';
import { describe, expect, it } from 'vitest';
import { toggleActionFor } from './toggle-action';

describe('the toggle says what it will do (issue 13)', () => {
  it('Start, Complete, Reopen, following the spec cycle', () => {
    expect(toggleActionFor('not_started')).toEqual({ label: 'Start', next: 'in_progress' });
    expect(toggleActionFor('in_progress')).toEqual({ label: 'Complete', next: 'completed' });
    expect(toggleActionFor('completed')).toEqual({ label: 'Reopen', next: 'not_started' });
    expect(new Set(TODO_STATUSES.map((status) => toggleActionFor(status).label)).size).toBe(3);
  });
});
