import { goalStanding, type Goal } from '@cadence/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameTicks, upsertGoal, withMilestone } from './goal-cache';

const goalOf = (id: string, createdAt: string, ticks: boolean[] = []): Goal => ({
  id,
  title: id,
  description: null,
  category: 'personal',
  targetDate: null,
  ...goalStanding(ticks.map((completed) => ({ completed }))),
  completedAt: null,
  createdAt,
  updatedAt: createdAt,
  milestones: ticks.map((completed, index) => ({ id: `${id}-m${index}`, title: `m${index}`, completed, dueDate: null })),
  tasks: [],
  habits: [],
});

describe('the goals cache', () => {
  it('an instant tick shows the same progress and status the server will compute (docs/product/goals.md "Progress and status")', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 20 }), fc.nat(), fc.boolean(), (ticks, pick, completed) => {
        const goal = goalOf('g', '2026-03-01T00:00:00.000Z', ticks);
        const index = pick % ticks.length;
        const next = withMilestone(goal, `g-m${index}`, completed);
        const expected = goalStanding(ticks.map((value, i) => ({ completed: i === index ? completed : value })));
        expect({ progress: next.progress, status: next.status }).toEqual(expected);
        expect(next.completedAt !== null).toBe(expected.status === 'completed');
      }),
    );
  });

  it('a new goal goes where the server lists it (newest first); a known one keeps its place', () => {
    const older = goalOf('a', '2026-03-01T00:00:00.000Z');
    const newer = goalOf('b', '2026-03-03T00:00:00.000Z');
    const middle = goalOf('c', '2026-03-02T00:00:00.000Z');
    expect(upsertGoal([newer, older], middle).map((g) => g.id)).toEqual(['b', 'c', 'a']);
    expect(upsertGoal([newer, older], { ...older, title: 'renamed' }).map((g) => g.title)).toEqual(['b', 'renamed']);
  });

  it('compares ticks milestone by milestone', () => {
    const goal = goalOf('g', '2026-03-01T00:00:00.000Z', [true, false]);
    expect(sameTicks(goal, { ...goal })).toBe(true);
    expect(sameTicks(goal, withMilestone(goal, 'g-m1', true))).toBe(false);
  });
});
