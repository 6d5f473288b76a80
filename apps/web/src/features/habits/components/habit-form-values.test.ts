import { createHabitRequestSchema, HABIT_REMINDER_TIMES_MAX, REMINDER_MESSAGES, type Habit } from '@cadence/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../lib/validate-form';
import {
  checkHabitForm,
  emptyHabitForm,
  formValuesFrom,
  habitFormInput,
  hasBlankTitle,
  reminderDaysOf,
  reminderTimesOf,
  withDayToggled,
  withoutReminderTime,
  withReminderTime,
} from './habit-form-values';

const rules = { schema: createHabitRequestSchema, toInput: habitFormInput, check: checkHabitForm };

describe('the habit form', () => {
  it("starts with the spec's defaults and parses to them", () => {
    expect(createHabitRequestSchema.parse(habitFormInput({ ...emptyHabitForm, title: 'Stretch' }))).toEqual({
      title: 'Stretch',
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

  it('ignores a blank title, spaces included', () => {
    expect(hasBlankTitle({ ...emptyHabitForm, title: '   ' })).toBe(true);
    expect(hasBlankTitle({ ...emptyHabitForm, title: ' a ' })).toBe(false);
  });

  it('round-trips a habit: any time is empty in the form and null again when saved', () => {
    const habit = { title: 'Run', description: null, frequency: 'weekly', timeOfDay: null, category: 'fitness', color: '#2F855A', reminderTimes: ['07:30'], reminderDays: [1, 3], goalId: '0b7d6c1e-3c1a-4f7e-9d55-2f0c8a3e6b11' } as Habit;
    const values = formValuesFrom(habit);
    expect(values).toMatchObject({ description: '', timeOfDay: '', reminderTimes: '07:30', reminderDays: '1,3' });
    expect(createHabitRequestSchema.parse(habitFormInput(values))).toEqual({
      title: 'Run',
      description: null,
      frequency: 'weekly',
      timeOfDay: null,
      category: 'fitness',
      color: '#2F855A',
      reminderTimes: ['07:30'],
      reminderDays: [1, 3],
      goalId: '0b7d6c1e-3c1a-4f7e-9d55-2f0c8a3e6b11',
      targetCount: null,
      targetAmount: null,
      unit: null,
    });
  });
});

describe('the habit form: targets and amounts (docs/product/habits.md "Targets", "Amounts")', () => {
  it('reads the number fields as numbers, none when empty; a daily habit sends no count; a unit only with an amount', () => {
    const weekly = { ...emptyHabitForm, title: 'Run', frequency: 'weekly' as const, targetCount: '3' };
    expect(createHabitRequestSchema.parse(habitFormInput(weekly))).toMatchObject({ targetCount: 3, targetAmount: null, unit: null });
    expect(createHabitRequestSchema.parse(habitFormInput({ ...weekly, frequency: 'daily' }))).toMatchObject({ targetCount: null });
    const water = { ...emptyHabitForm, title: 'Drink water', targetAmount: '8', unit: 'glasses' };
    expect(createHabitRequestSchema.parse(habitFormInput(water))).toMatchObject({ targetAmount: 8, unit: 'glasses' });
    expect(createHabitRequestSchema.parse(habitFormInput({ ...water, targetAmount: '' }))).toMatchObject({ targetAmount: null, unit: null });
  });

  it('says what is wrong with a count the week cannot hold, or an amount that is not whole', () => {
    const errorsOf = (values: typeof emptyHabitForm) => {
      const result = validateForm(values, rules);
      return result.ok ? {} : result.errors;
    };
    expect(errorsOf({ ...emptyHabitForm, title: 'Run', frequency: 'weekly', targetCount: '9' }).targetCount).toBe('Times a week must be a whole number from 1 to 7');
    expect(errorsOf({ ...emptyHabitForm, title: 'Water', targetAmount: '2.5' }).targetAmount).toBe('Target amount must be a whole number from 1 to 100000');
  });

  it('round-trips a target and an amount', () => {
    const values = formValuesFrom({ ...({} as Habit), title: 'Read', frequency: 'monthly', targetCount: 10, targetAmount: 30, unit: 'pages', reminderTimes: [], reminderDays: [] } as Habit);
    expect(values).toMatchObject({ targetCount: '10', targetAmount: '30', unit: 'pages' });
  });
});

describe('the habit form: reminders (docs/product/reminders.md "Habits")', () => {
  it('every day is the default: no days stored shows all seven pressed, and all seven are sent as none', () => {
    expect(reminderDaysOf(emptyHabitForm)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(formValuesFrom({ ...({} as Habit), reminderTimes: [], reminderDays: [] } as Habit).reminderDays).toBe('1,2,3,4,5,6,7');
    expect(habitFormInput({ ...emptyHabitForm, title: 'Read', reminderTimes: '21:00' })).toMatchObject({ reminderTimes: ['21:00'], reminderDays: [] });
  });

  it('adds times in order, each once, up to five, and removes each', () => {
    let times = '';
    for (const time of ['21:00', '07:30', '12:15']) {
      const next = withReminderTime(times, time);
      if (!('times' in next)) throw new Error(next.problem);
      times = next.times;
    }
    expect(reminderTimesOf({ reminderTimes: times })).toEqual(['07:30', '12:15', '21:00']);
    expect(withReminderTime(times, '07:30')).toEqual({ problem: '07:30 is already a reminder time.' });
    expect(withReminderTime(times, '7:30')).toEqual({ problem: REMINDER_MESSAGES.invalidReminderTime });
    expect(withReminderTime('01:00,02:00,03:00,04:00,05:00', '06:00')).toEqual({ problem: REMINDER_MESSAGES.tooManyReminderTimes });
    expect(withoutReminderTime(times, '12:15')).toBe('07:30,21:00');
    expect(withoutReminderTime('07:30', '07:30')).toBe('');
  });

  it('whatever is added and removed, the times stay sorted, distinct and at most five', () => {
    const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45)).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), time), { maxLength: 20 }), (steps) => {
        let times = '';
        for (const [adding, value] of steps) {
          if (!adding) times = withoutReminderTime(times, value);
          else {
            const next = withReminderTime(times, value);
            if ('times' in next) times = next.times;
          }
        }
        const list = reminderTimesOf({ reminderTimes: times });
        expect(list).toEqual([...new Set(list)].sort());
        expect(list.length).toBeLessThanOrEqual(HABIT_REMINDER_TIMES_MAX);
      }),
    );
  });

  it('days toggle on and off and stay Monday first', () => {
    expect(withDayToggled('1,2,3,4,5,6,7', 3)).toBe('1,2,4,5,6,7');
    expect(withDayToggled('1,5', 3)).toBe('1,3,5');
    expect(withDayToggled('7', 7)).toBe('');
  });

  it('times with no day pressed ask for a day: the server would read none as every day', () => {
    const typed = { ...emptyHabitForm, title: 'Read', reminderTimes: '21:00', reminderDays: '' };
    expect(validateForm(typed, rules)).toMatchObject({ ok: false, errors: { reminderDays: 'Choose at least one day for the reminders.' } });
    expect(validateForm({ ...typed, reminderDays: '6,7' }, rules)).toMatchObject({ ok: true, data: { reminderTimes: ['21:00'], reminderDays: [6, 7] } });
    expect(validateForm({ ...typed, reminderTimes: '' }, rules)).toMatchObject({ ok: true, data: { reminderTimes: [], reminderDays: [] } });
  });
});
