import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../lib/validate-form';
import {
  checkEditedActivity,
  checkPastActivity,
  editActivityFormSchema,
  editedActivityInput,
  editedActivityValues,
  emptyPastActivity,
  PAST_ACTIVITY_MESSAGES,
  pastActivityFormSchema,
  pastActivityInput,
  type PastActivityValues,
} from './past-activity-values';

const rules = { schema: pastActivityFormSchema, toInput: pastActivityInput, check: checkPastActivity };
const filled = (changes: Partial<PastActivityValues> = {}): PastActivityValues => ({ ...emptyPastActivity(new Date(2026, 2, 10, 15, 40)), title: 'Gym', ...changes });

describe("'Add Past Activity' (docs/product/activity.md \"Past activities\")", () => {
  it('starts an hour before the last quarter hour, for an hour, with ratings at 5', () => {
    expect(emptyPastActivity(new Date(2026, 2, 10, 15, 40))).toMatchObject({ date: '2026-03-10', time: '14:30', hours: '1', minutes: '0', energy: '5', type: 'work' });
  });

  it('sends the local date and time as an instant, and the duration in seconds', () => {
    const result = validateForm(filled({ hours: '1', minutes: '30', energy: '8' }), rules);
    expect(result).toEqual({
      ok: true,
      data: { title: 'Gym', type: 'work', description: null, startedAt: new Date(2026, 2, 10, 14, 30).toISOString(), durationSeconds: 5_400, energy: 8, focus: 5, satisfaction: 5 },
    });
  });

  it('says what is wrong on the field a person typed in', () => {
    const errorsOf = (changes: Partial<PastActivityValues>) => {
      const result = validateForm(filled(changes), rules);
      return result.ok ? {} : { ...result.errors, ...(result.formError ? { form: result.formError } : {}) };
    };
    expect(errorsOf({ date: '' })).toEqual({ date: PAST_ACTIVITY_MESSAGES.dateRequired });
    expect(errorsOf({ time: '' })).toEqual({ time: PAST_ACTIVITY_MESSAGES.timeRequired });
    expect(errorsOf({ date: '', time: '' })).toEqual({ date: PAST_ACTIVITY_MESSAGES.dateRequired, time: PAST_ACTIVITY_MESSAGES.timeRequired });
    expect(errorsOf({ date: '10/03/2026' })).toEqual({ date: PAST_ACTIVITY_MESSAGES.dateRequired });
    expect(errorsOf({ minutes: 'x' })).toEqual({ minutes: PAST_ACTIVITY_MESSAGES.minutesInvalid });
    expect(errorsOf({ hours: '0', minutes: '0' })).toEqual({ hours: PAST_ACTIVITY_MESSAGES.durationOutOfRange });
    expect(errorsOf({ hours: '24', minutes: '1' })).toEqual({ hours: PAST_ACTIVITY_MESSAGES.durationOutOfRange });
    expect(errorsOf({ hours: '1.5' })).toEqual({ hours: PAST_ACTIVITY_MESSAGES.hoursInvalid });
    expect(errorsOf({ minutes: '75' })).toEqual({ minutes: PAST_ACTIVITY_MESSAGES.minutesInvalid });
    expect(errorsOf({ title: '  ' })).toEqual({ title: 'Title is required' });
  });

  it('an empty hours or minutes field counts as 0', () => {
    const result = validateForm(filled({ hours: '', minutes: '45' }), rules);
    expect(result.ok && result.data.durationSeconds).toBe(2_700);
  });
});

describe("'Edit Activity' (docs/product/activity.md \"Edit an activity\")", () => {
  const logged = {
    id: 'a1',
    type: 'learning' as const,
    title: 'Call',
    description: null,
    durationSeconds: 14,
    startedAt: new Date(2026, 2, 10, 9, 5, 27).toISOString(),
    energy: 7,
    focus: 7,
    satisfaction: 7,
    todoId: 't1',
    todo: { id: 't1', title: 'Call Sam', status: 'in_progress' as const },
    createdAt: '2026-03-10T09:05:41.000Z',
    updatedAt: '2026-03-10T09:05:41.000Z',
  };
  const editRules = { schema: editActivityFormSchema, toInput: (values: PastActivityValues) => editedActivityInput(values, logged), check: (values: PastActivityValues) => checkEditedActivity(values, logged) };

  it('opens filled with the activity: its local start to the minute, its length in hours and minutes', () => {
    expect(editedActivityValues(logged)).toEqual({ title: 'Call', type: 'learning', description: '', date: '2026-03-10', time: '09:05', hours: '0', minutes: '0', energy: '7', focus: '7', satisfaction: '7' });
  });

  it('sends a start and a length left as they were not at all, so a 14-second activity can be renamed', () => {
    const result = validateForm({ ...editedActivityValues(logged), title: 'Call with Sam' }, editRules);
    expect(result).toEqual({ ok: true, data: { title: 'Call with Sam', type: 'learning', description: null, energy: 7, focus: 7, satisfaction: 7, expectedUpdatedAt: logged.updatedAt } });
  });

  it('sends a new start and length, held to the rules of Add Past Activity', () => {
    const result = validateForm({ ...editedActivityValues(logged), time: '08:00', minutes: '45' }, editRules);
    expect(result).toMatchObject({ ok: true, data: { startedAt: new Date(2026, 2, 10, 8, 0).toISOString(), durationSeconds: 2_700 } });
    const tooLong = validateForm({ ...editedActivityValues(logged), hours: '24', minutes: '1' }, editRules);
    expect(tooLong).toMatchObject({ ok: false, errors: { hours: PAST_ACTIVITY_MESSAGES.durationOutOfRange } });
  });
});
