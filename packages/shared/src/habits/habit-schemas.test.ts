import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../http/zod-fields';
import { HABIT_MESSAGES } from './habit-messages';
import { createHabitRequestSchema, habitLogQuerySchema, updateHabitRequestSchema } from './habit-schemas';

const errorsOf = (input: unknown) => {
  const parsed = createHabitRequestSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('a new habit (docs/product/habits.md "Defaults", "Limits")', () => {
  it("takes the spec's defaults: daily, any time, wellness, #4C51BF", () => {
    expect(createHabitRequestSchema.parse({ title: '  Meditate  ' })).toEqual({
      title: 'Meditate',
      description: null,
      frequency: 'daily',
      timeOfDay: null,
      category: 'wellness',
      color: '#4C51BF',
    });
  });

  it('stores an empty description and an empty time of day as nothing', () => {
    expect(createHabitRequestSchema.parse({ title: 'Walk', description: '   ', timeOfDay: '' })).toMatchObject({ description: null, timeOfDay: null });
    expect(createHabitRequestSchema.parse({ title: 'Walk', timeOfDay: null })).toMatchObject({ timeOfDay: null });
  });

  it('keeps a colour in capitals', () => {
    expect(createHabitRequestSchema.parse({ title: 'Walk', color: ' #2f855a ' }).color).toBe('#2F855A');
  });

  it('refuses each bad field with its own message', () => {
    expect(errorsOf({ title: '   ' })).toEqual({ title: 'Title is required' });
    expect(errorsOf({})).toEqual({ title: 'Title is required' });
    expect(errorsOf({ title: 'x'.repeat(101) })).toEqual({ title: 'Title must be at most 100 characters' });
    expect(errorsOf({ title: 'Walk', description: 'x'.repeat(501) })).toEqual({ description: 'Description must be at most 500 characters' });
    expect(errorsOf({ title: 'Walk', frequency: 'hourly' })).toEqual({ frequency: 'Frequency must be daily, weekly or monthly' });
    expect(errorsOf({ title: 'Walk', timeOfDay: 'noon' })).toEqual({ timeOfDay: 'Time of day must be morning, afternoon, evening, night or empty for any time' });
    expect(errorsOf({ title: 'Walk', category: 'career' })).toEqual({ category: 'Category must be wellness, fitness, productivity, personal or learning' });
    expect(errorsOf({ title: 'Walk', color: 'red' })).toEqual({ color: 'Colour must be a hex colour such as #4C51BF' });
    expect(errorsOf({ title: 'Walk', color: 7 })).toEqual({ color: 'Colour must be a hex colour such as #4C51BF' });
    expect(errorsOf({ title: 'Bell\u0007' })).toEqual({ title: 'Title must not contain control characters' });
    expect(errorsOf({ title: 'Walk', streak: 3 })).toEqual({ _: 'Unknown field: streak' });
  });
});

describe('an edit sends the whole form', () => {
  it('needs every field, null meaning none', () => {
    const parsed = updateHabitRequestSchema.safeParse({ title: 'Walk' });
    expect(parsed.success).toBe(false);
    const body = { title: 'Walk', description: null, frequency: 'weekly', timeOfDay: null, category: 'fitness', color: '#2B6CB0' };
    expect(updateHabitRequestSchema.parse(body)).toEqual(body);
  });
});

describe('the log query (docs/product/habits.md "API routes")', () => {
  const errors = (query: unknown) => {
    const result = habitLogQuerySchema.safeParse(query);
    return result.success ? {} : fieldErrors(result.error);
  };
  it('takes two real dates, in order, at most 400 days apart', () => {
    expect(habitLogQuerySchema.parse({ from: '2025-03-02', to: '2026-03-07' })).toEqual({ from: '2025-03-02', to: '2026-03-07' });
    expect(errors({ from: '2026-02-30', to: '2026-03-07' })).toEqual({ from: HABIT_MESSAGES.invalidFrom });
    expect(errors({ from: '2026-03-07' })).toEqual({ to: HABIT_MESSAGES.invalidTo });
    expect(errors({ from: '2026-03-08', to: '2026-03-07' })).toEqual({ to: HABIT_MESSAGES.invalidRange });
    expect(errors({ from: '2025-01-01', to: '2026-03-07' })).toEqual({ to: HABIT_MESSAGES.invalidRange });
    expect(errors({ from: '2026-03-01', to: '2026-03-07', page: '2' })).toEqual({ _: 'Unknown field: page' });
  });
});
