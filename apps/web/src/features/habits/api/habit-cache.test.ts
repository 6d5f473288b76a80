import { describe, expect, it } from 'vitest';
import type { Habit } from '@cadence/shared';
import { upsertHabit, withDayMarked } from './habit-cache';
import { withAmountLogged } from './set-habit-amount';

const habit = (fields: Partial<Habit> = {}): Habit => ({
  id: 'a',
  title: 'Read',
  description: null,
  frequency: 'daily',
  timeOfDay: null,
  category: 'learning',
  color: '#4C51BF',
  reminderTimes: [],
  reminderDays: [],
  goalId: null,
  targetCount: null,
  targetAmount: null,
  unit: null,
  amounts: {},
  breaks: [],
  createdAt: '2026-01-01T09:00:00.000Z',
  updatedAt: '2026-01-01T09:00:00.000Z',
  completions: [],
  streak: 0,
  bestStreak: 0,
  completionRate: 0,
  ...fields,
});

describe('the habits cache', () => {
  it('keeps the server order: oldest first, then by id', () => {
    const older = habit({ id: 'b', createdAt: '2026-01-01T00:00:00.000Z' });
    const newer = habit({ id: 'c', createdAt: '2026-02-01T00:00:00.000Z' });
    expect(upsertHabit([newer], older).map((h) => h.id)).toEqual(['b', 'c']);
    expect(upsertHabit([older, newer], { ...older, title: 'Renamed' }).map((h) => h.title)).toEqual(['Renamed', 'Read']);
  });

  it('a marked day shows at once, with the streak moved by one when the run is in the 90 days', () => {
    const before = habit({ completions: ['2026-03-09', '2026-03-10'], streak: 2, bestStreak: 2 });
    const marked = withDayMarked(before, '2026-03-11', true, '2026-03-11');
    expect(marked).toMatchObject({ completions: ['2026-03-09', '2026-03-10', '2026-03-11'], streak: 3, bestStreak: 3 });
    expect(withDayMarked(marked, '2026-03-11', false, '2026-03-11')).toMatchObject({ completions: ['2026-03-09', '2026-03-10'], streak: 2, bestStreak: 3 });
  });

  it("keeps the server's streak when the run reaches past the 90 days the list carries", () => {
    const long = habit({ completions: ['2026-03-10'], streak: 200, bestStreak: 200 });
    expect(withDayMarked(long, '2026-03-11', true, '2026-03-11')).toMatchObject({ streak: 200, bestStreak: 200 });
  });

  it('a mark shows the streak by the rules of targets and rests (docs/product/habits.md "Targets", "Rest days")', () => {
    const rested = habit({ completions: ['2026-03-09'], streak: 1, bestStreak: 1, breaks: [{ id: 'r', habitId: null, startDate: '2026-03-10', endDate: '2026-03-10', reason: null }] });
    expect(withDayMarked(rested, '2026-03-11', true, '2026-03-11')).toMatchObject({ streak: 2 });
    const weekly = habit({ frequency: 'weekly', targetCount: 2, completions: [], streak: 0 });
    expect(withDayMarked(weekly, '2026-03-11', true, '2026-03-11')).toMatchObject({ streak: 0 });
  });

  it('an amount shows at once, and the day is done once it reaches the target (docs/product/habits.md "Amounts")', () => {
    const water = habit({ targetAmount: 8, unit: 'glasses' });
    const partial = withAmountLogged(water, { habitId: 'a', date: '2026-03-11', amount: 3, today: '2026-03-11' });
    expect(partial).toMatchObject({ amounts: { '2026-03-11': 3 }, completions: [] });
    const full = withAmountLogged(partial, { habitId: 'a', date: '2026-03-11', amount: 8, today: '2026-03-11' });
    expect(full).toMatchObject({ amounts: { '2026-03-11': 8 }, completions: ['2026-03-11'], streak: 1 });
    expect(withAmountLogged(full, { habitId: 'a', date: '2026-03-11', amount: 7, today: '2026-03-11' })).toMatchObject({ completions: [], streak: 0 });
  });
});
