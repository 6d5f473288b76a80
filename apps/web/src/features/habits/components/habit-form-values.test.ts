import { createHabitRequestSchema, type Habit } from '@cadence/shared';
import { describe, expect, it } from 'vitest';
import { emptyHabitForm, formValuesFrom, hasBlankTitle } from './habit-form-values';

describe('the habit form', () => {
  it("starts with the spec's defaults and parses to them", () => {
    expect(createHabitRequestSchema.parse({ ...emptyHabitForm, title: 'Stretch' })).toEqual({
      title: 'Stretch',
      description: null,
      frequency: 'daily',
      timeOfDay: null,
      category: 'wellness',
      color: '#4C51BF',
    });
  });

  it('ignores a blank title, spaces included', () => {
    expect(hasBlankTitle({ ...emptyHabitForm, title: '   ' })).toBe(true);
    expect(hasBlankTitle({ ...emptyHabitForm, title: ' a ' })).toBe(false);
  });

  it('round-trips a habit: any time is empty in the form and null again when saved', () => {
    const habit = { title: 'Run', description: null, frequency: 'weekly', timeOfDay: null, category: 'fitness', color: '#2F855A' } as Habit;
    const values = formValuesFrom(habit);
    expect(values).toMatchObject({ description: '', timeOfDay: '' });
    expect(createHabitRequestSchema.parse(values)).toEqual({ title: 'Run', description: null, frequency: 'weekly', timeOfDay: null, category: 'fitness', color: '#2F855A' });
  });
});
