import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HABIT_FREQUENCIES } from '../habits/habit-constants';
import { habitPeriodAround } from './habits-today';
import { addDays, datesBetween } from '../calendar/calendar-days';

const arbitraryDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('Habits Today counts each habit by its frequency (docs/product/dashboard.md "Habits Today")', () => {
  it('a daily habit is due today, a weekly one this Sunday-to-Saturday week, a monthly one this month', () => {
    expect(habitPeriodAround('2026-03-04', 'daily')).toEqual({ from: '2026-03-04', to: '2026-03-04' });
    expect(habitPeriodAround('2026-03-04', 'weekly')).toEqual({ from: '2026-03-01', to: '2026-03-07' });
    expect(habitPeriodAround('2026-03-01', 'weekly')).toEqual({ from: '2026-03-01', to: '2026-03-07' });
    expect(habitPeriodAround('2026-03-07', 'weekly')).toEqual({ from: '2026-03-01', to: '2026-03-07' });
    expect(habitPeriodAround('2026-02-14', 'monthly')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(habitPeriodAround('2024-02-14', 'monthly')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(habitPeriodAround('2026-12-31', 'monthly')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('the period holds today; consecutive days share it until it ends', () => {
    fc.assert(
      fc.property(arbitraryDate, fc.constantFrom(...HABIT_FREQUENCIES), (today, frequency) => {
        const { from, to } = habitPeriodAround(today, frequency);
        expect(from <= today && today <= to).toBe(true);
        for (const day of datesBetween(from, to)) expect(habitPeriodAround(day, frequency)).toEqual({ from, to });
        expect(habitPeriodAround(addDays(from, -1), frequency).to).toBe(addDays(from, -1));
        expect(habitPeriodAround(addDays(to, 1), frequency).from).toBe(addDays(to, 1));
        if (frequency === 'weekly') {
          expect(new Date(`${from}T00:00:00Z`).getUTCDay()).toBe(0);
          expect(datesBetween(from, to)).toHaveLength(7);
        }
        if (frequency === 'monthly') expect(from.endsWith('-01') && from.slice(0, 7) === to.slice(0, 7)).toBe(true);
      }),
    );
  });

  it('a weekly habit follows the person\'s first day of the week: Monday to Sunday when they chose Monday (property)', () => {
    expect(habitPeriodAround('2026-03-08', 'weekly', 'monday')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    fc.assert(
      fc.property(arbitraryDate, fc.constantFrom(...HABIT_FREQUENCIES), (today, frequency) => {
        const { from, to } = habitPeriodAround(today, frequency, 'monday');
        expect(from <= today && today <= to).toBe(true);
        if (frequency === 'weekly') expect(new Date(`${from}T00:00:00Z`).getUTCDay()).toBe(1);
        else expect({ from, to }).toEqual(habitPeriodAround(today, frequency));
      }),
    );
  });
});
