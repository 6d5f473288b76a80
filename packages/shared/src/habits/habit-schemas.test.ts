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
      reminderTimes: [],
      reminderDays: [],
      goalId: null,
      targetCount: null,
      targetAmount: null,
      unit: null,
    });
  });

  it('keeps reminder times sorted and once each, days sorted and once each (docs/product/reminders.md "Habits")', () => {
    const parsed = createHabitRequestSchema.parse({ title: 'Walk', reminderTimes: ['21:00', '07:30', '21:00'], reminderDays: [7, 1, 3, 1] });
    expect(parsed).toMatchObject({ reminderTimes: ['07:30', '21:00'], reminderDays: [1, 3, 7] });
  });

  it('refuses bad reminder times and days with their own messages', () => {
    expect(errorsOf({ title: 'Walk', reminderTimes: ['7:30'] })).toEqual({ 'reminderTimes.0': 'Each reminder time must be a time of day like 07:30 (24-hour clock)' });
    expect(errorsOf({ title: 'Walk', reminderTimes: ['24:00'] })).toEqual({ 'reminderTimes.0': 'Each reminder time must be a time of day like 07:30 (24-hour clock)' });
    expect(errorsOf({ title: 'Walk', reminderTimes: '07:30' })).toEqual({ reminderTimes: 'Each reminder time must be a time of day like 07:30 (24-hour clock)' });
    expect(errorsOf({ title: 'Walk', reminderTimes: ['06:00', '07:00', '08:00', '09:00', '10:00', '11:00'] })).toEqual({ reminderTimes: 'A habit can have at most 5 reminder times' });
    expect(errorsOf({ title: 'Walk', reminderDays: [0] })).toEqual({ 'reminderDays.0': 'Reminder days must be weekdays from 1 (Monday) to 7 (Sunday)' });
    expect(errorsOf({ title: 'Walk', reminderDays: [1.5] })).toEqual({ 'reminderDays.0': 'Reminder days must be weekdays from 1 (Monday) to 7 (Sunday)' });
    expect(errorsOf({ title: 'Walk', reminderDays: null })).toEqual({ reminderDays: 'Reminder days must be weekdays from 1 (Monday) to 7 (Sunday)' });
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

  it('may leave the reminders out (a form from before them): the habit keeps its own', () => {
    const body = { title: 'Walk', description: null, frequency: 'weekly', timeOfDay: null, category: 'fitness', color: '#2B6CB0' };
    expect(updateHabitRequestSchema.parse(body).reminderTimes).toBeUndefined();
    expect(updateHabitRequestSchema.parse({ ...body, reminderTimes: ['08:00'], reminderDays: [] })).toMatchObject({ reminderTimes: ['08:00'], reminderDays: [] });
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
