import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TODO_STATUSES } from './todo-constants';
import { completedAtFor, nextToggleStatus, statusChange, statusForCompletion } from './todo-transitions';

const status = fc.constantFrom(...TODO_STATUSES);
const iso = fc
  .integer({ min: 0, max: 4_102_444_800_000 })
  .map((ms) => new Date(ms).toISOString());

describe('to-do status transitions (docs/product/todos.md "Toggle", docs/product/todos.md "Status changes")', () => {
  it('the toggle cycles not_started -> in_progress -> completed -> not_started', () => {
    expect(nextToggleStatus('not_started')).toBe('in_progress');
    expect(nextToggleStatus('in_progress')).toBe('completed');
    expect(nextToggleStatus('completed')).toBe('not_started');
  });

  it('three toggles bring any task back to where it started, and each toggle changes the status', () => {
    fc.assert(
      fc.property(status, (start) => {
        const once = nextToggleStatus(start);
        expect(once).not.toBe(start);
        expect(nextToggleStatus(nextToggleStatus(once))).toBe(start);
      }),
    );
  });

  it('completed_at is set when a task becomes completed and cleared when it leaves completed', () => {
    expect(completedAtFor('in_progress', 'completed', null, 'T1')).toBe('T1');
    expect(completedAtFor('completed', 'not_started', 'T0', 'T1')).toBeNull();
    expect(completedAtFor('completed', 'completed', 'T0', 'T1')).toBe('T0');
    expect(completedAtFor(null, 'completed', null, 'T1')).toBe('T1');
  });

  it('completed_at is non-null exactly when the new status is completed', () => {
    fc.assert(
      fc.property(status, status, fc.option(iso, { nil: null }), iso, (from, to, previous, now) => {
        const previousCompletedAt = from === 'completed' ? previous : null;
        expect(completedAtFor(from, to, previousCompletedAt, now) !== null).toBe(to === 'completed');
      }),
    );
  });

  it('a change is due a history row exactly when the status differs (dropping on the same column does nothing)', () => {
    fc.assert(
      fc.property(status, status, iso, (from, to, now) => {
        const change = statusChange({ status: from, completedAt: from === 'completed' ? now : null }, to, now);
        expect(change.writesHistory).toBe(from !== to);
        expect(change.becomesCompleted).toBe(from !== to && to === 'completed');
        expect(change.status).toBe(to);
      }),
    );
  });
});

describe('the card\'s checkbox (docs/product/todos.md "Complete checkbox")', () => {
  it('ticks an open task to Completed and unticks a completed one to Not Started', () => {
    expect(statusForCompletion('not_started', true)).toBe('completed');
    expect(statusForCompletion('in_progress', true)).toBe('completed');
    expect(statusForCompletion('completed', false)).toBe('not_started');
    expect(statusForCompletion('in_progress', false)).toBe('in_progress');
  });

  it('is idempotent and always lands on what the box says (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TODO_STATUSES), fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }), (start, clicks) => {
        let status = start;
        for (const completed of clicks) {
          const next = statusForCompletion(status, completed);
          expect(statusForCompletion(next, completed)).toBe(next);
          expect(next === 'completed').toBe(completed);
          status = next;
        }
      }),
    );
  });
});
