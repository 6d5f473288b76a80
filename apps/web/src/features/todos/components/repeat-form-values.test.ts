import { createTodoRequestSchema, type RepeatRule } from '@cadence/shared';
import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../lib/validate-form';
import { editedRule, repeatChanged, repeatFormFrom } from './repeat-form-values';
import { checkTodoForm, emptyTodoForm, todoFormInput } from './todo-form-values';

// docs/product/todos.md "Repeating tasks": the form's Repeat fields.

const rules = { schema: createTodoRequestSchema, toInput: todoFormInput, check: checkTodoForm };
const typed = { ...emptyTodoForm, title: 'Pay rent', dueDate: '2026-01-31' };

describe('the Repeat fields of the task form', () => {
  it('make no rule, or the rule they say', () => {
    expect(validateForm(typed, rules)).toMatchObject({ ok: true, data: { repeat: null } });
    expect(validateForm({ ...typed, repeat: 'month' }, rules)).toMatchObject({ ok: true, data: { repeat: { every: 'month', interval: 1, from: 'due' } } });
    expect(validateForm({ ...typed, repeat: 'week', repeatInterval: '2', repeatWeekdays: '4,1', repeatFrom: 'completion', repeatEnds: 'count', repeatCount: '6' }, rules)).toMatchObject({
      ok: true,
      data: { repeat: { every: 'week', interval: 2, weekdays: [1, 4], from: 'completion', count: 6 } },
    });
    expect(validateForm({ ...typed, repeat: 'weekday', repeatInterval: '9' }, rules)).toMatchObject({ ok: true, data: { repeat: { every: 'weekday', interval: 1 } } });
  });

  it('say what is wrong on the Repeat field', () => {
    expect(validateForm({ ...typed, repeat: 'day', repeatInterval: 'two' }, rules)).toMatchObject({ ok: false, errors: { repeat: 'Repeat interval must be a whole number from 1 to 365' } });
    expect(validateForm({ ...typed, repeat: 'day', repeatEnds: 'until' }, rules)).toMatchObject({ ok: false, errors: { repeat: 'Repeat end date must be a real date in the form YYYY-MM-DD' } });
    expect(validateForm({ ...typed, repeat: 'day', repeatEnds: 'count', repeatCount: '0' }, rules)).toMatchObject({ ok: false, errors: { repeat: 'Repeat count must be a whole number from 1 to 1,000' } });
  });

  it('read back a stored rule, and an edit sends the rule only when it or the due date changed', () => {
    const stored: RepeatRule = { every: 'month', interval: 1, monthDay: 31, from: 'due' };
    const values = { ...typed, ...repeatFormFrom(stored) };
    expect(repeatChanged(values, stored)).toBe(false);
    // A count typed, then 'Never' chosen again: nothing changed.
    expect(repeatChanged({ ...values, repeatCount: '4' }, stored)).toBe(false);
    expect(repeatChanged({ ...values, repeatEnds: 'count', repeatCount: '4' }, stored)).toBe(true);
    const formRule: RepeatRule = { every: 'month', interval: 1, from: 'due' };
    expect(editedRule({ values, formRule, before: stored, dueDateChanged: false, scope: 'future' })).toBeUndefined();
    expect(editedRule({ values, formRule, before: stored, dueDateChanged: true, scope: 'future' })).toEqual(formRule);
    expect(editedRule({ values: { ...values, repeatInterval: '2' }, formRule, before: stored, dueDateChanged: false, scope: undefined })).toEqual(formRule);
    expect(editedRule({ values, formRule, before: stored, dueDateChanged: true, scope: 'this' })).toBeUndefined();
  });
});
