import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GOAL_CATEGORIES, GOAL_STATUSES } from './goal-constants';
import { goalFilterChips, goalFilterLabel, matchesGoalFilter, type GoalFilter } from './goal-filter';

const goal = fc.record({ status: fc.constantFrom(...GOAL_STATUSES), category: fc.constantFrom(...GOAL_CATEGORIES) });

describe('goal filters (docs/product/goals.md "Filters")', () => {
  it('are All, Active, Completed, then one chip per category present, in the vocabulary order', () => {
    expect(goalFilterChips([])).toEqual(['all', 'active', 'completed']);
    expect(goalFilterChips([{ category: 'learning' }, { category: 'career' }, { category: 'learning' }])).toEqual(['all', 'active', 'completed', 'career', 'learning']);
  });

  it('keep a selected category whose last goal is gone', () => {
    expect(goalFilterChips([{ category: 'career' }], 'fitness')).toEqual(['all', 'active', 'completed', 'career', 'fitness']);
  });

  it('label chips as the screen says them', () => {
    expect(['all', 'active', 'completed', 'relationships'].map((f) => goalFilterLabel(f as GoalFilter))).toEqual(['All', 'Active', 'Completed', 'Relationships']);
  });

  it('split the goals: All has every goal, Active and Completed partition them, categories partition them (property)', () => {
    fc.assert(
      fc.property(fc.array(goal, { maxLength: 30 }), (goals) => {
        const chips = goalFilterChips(goals);
        const count = (filter: GoalFilter) => goals.filter((g) => matchesGoalFilter(g, filter)).length;
        expect(count('all')).toBe(goals.length);
        expect(count('active') + count('completed')).toBe(goals.length);
        const categoryChips = chips.slice(3);
        expect(categoryChips.reduce((sum, chip) => sum + count(chip), 0)).toBe(goals.length);
        // every category chip finds at least one goal; no chip is repeated
        for (const chip of categoryChips) expect(count(chip)).toBeGreaterThan(0);
        expect(new Set(chips).size).toBe(chips.length);
      }),
    );
  });
});
