import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GOAL_MAX_MILESTONES } from './goal-constants';
import { goalCompletedAt, goalProgress, goalStanding, goalStatusFor } from './goal-progress';

const milestones = (flags: boolean[]) => flags.map((completed) => ({ completed }));
const checklist = fc.array(fc.boolean(), { maxLength: GOAL_MAX_MILESTONES }).map(milestones);
const iso = fc.integer({ min: 0, max: 4_102_444_800_000 }).map((ms) => new Date(ms).toISOString());

describe('goal progress (docs/product/goals.md "Progress and status")', () => {
  it('is the rounded whole percentage of completed milestones, 0 with none', () => {
    expect(goalProgress([])).toBe(0);
    expect(goalProgress(milestones([false, false]))).toBe(0);
    expect(goalProgress(milestones([true, false, false]))).toBe(33);
    expect(goalProgress(milestones([true, true, false]))).toBe(67);
    expect(goalProgress(milestones([true, false]))).toBe(50);
    // 12.5 and 62.5 round half up, computed without floating-point drift.
    expect(goalProgress(milestones([true, false, false, false, false, false, false, false]))).toBe(13);
    expect(goalProgress(milestones([true, true, true, true, true, false, false, false]))).toBe(63);
    expect(goalProgress(milestones([true]))).toBe(100);
  });

  it('is a whole number from 0 to 100 that agrees with Math.round of the exact share (property)', () => {
    fc.assert(
      fc.property(checklist, (list) => {
        const progress = goalProgress(list);
        expect(Number.isInteger(progress)).toBe(true);
        expect(progress).toBeGreaterThanOrEqual(0);
        expect(progress).toBeLessThanOrEqual(100);
        if (list.length > 0) expect(Math.abs(progress - (100 * list.filter((m) => m.completed).length) / list.length)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('does not depend on the order of the milestones (property)', () => {
    const listAndShuffle = checklist.chain((list) => fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }).map((shuffled) => [list, shuffled] as const));
    fc.assert(
      fc.property(listAndShuffle, ([list, shuffled]) => {
        expect(goalProgress(shuffled)).toBe(goalProgress(list));
      }),
    );
  });

  it('ticking one more milestone never lowers it, un-ticking never raises it (property)', () => {
    fc.assert(
      fc.property(checklist.filter((list) => list.length > 0), fc.nat(), (list, pick) => {
        const index = pick % list.length;
        const ticked = list.map((m, i) => (i === index ? { completed: true } : m));
        const unticked = list.map((m, i) => (i === index ? { completed: false } : m));
        expect(goalProgress(ticked)).toBeGreaterThanOrEqual(goalProgress(list));
        expect(goalProgress(unticked)).toBeLessThanOrEqual(goalProgress(list));
      }),
    );
  });
});

describe('goal status (docs/product/goals.md "Progress and status")', () => {
  it('is completed at 100 and active below', () => {
    expect(goalStatusFor(100)).toBe('completed');
    expect(goalStatusFor(99)).toBe('active');
    expect(goalStatusFor(0)).toBe('active');
  });

  it('within the milestone limit, a goal is completed exactly when it has milestones and all are done (property)', () => {
    fc.assert(
      fc.property(checklist, (list) => {
        const allDone = list.length > 0 && list.every((m) => m.completed);
        expect(goalStanding(list)).toEqual({ progress: goalProgress(list), status: allDone ? 'completed' : 'active' });
      }),
    );
  });

  it('un-ticking any milestone of a completed goal re-opens it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: GOAL_MAX_MILESTONES }), fc.nat(), (count, pick) => {
        const done = milestones(Array.from({ length: count }, () => true));
        expect(goalStanding(done).status).toBe('completed');
        const reopened = done.map((m, i) => (i === pick % count ? { completed: false } : m));
        expect(goalStanding(reopened).status).toBe('active');
      }),
    );
  });

  it('completedAt is set on completing, kept while completed, cleared on re-opening (property)', () => {
    expect(goalCompletedAt({ status: 'active', completedAt: null }, 'completed', 'T1')).toBe('T1');
    expect(goalCompletedAt({ status: 'completed', completedAt: 'T0' }, 'completed', 'T1')).toBe('T0');
    expect(goalCompletedAt({ status: 'completed', completedAt: 'T0' }, 'active', 'T1')).toBeNull();
    fc.assert(
      fc.property(fc.constantFrom('active' as const, 'completed' as const), fc.constantFrom('active' as const, 'completed' as const), iso, iso, (from, to, before, now) => {
        const value = goalCompletedAt({ status: from, completedAt: from === 'completed' ? before : null }, to, now);
        expect(value !== null).toBe(to === 'completed');
      }),
    );
  });
});
