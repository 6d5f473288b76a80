import { createTodoRequestSchema, REMINDER_MESSAGES, REMINDER_OFFSETS, TODO_MESSAGES } from '@cadence/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../lib/validate-form';
import { checkTodoForm, emptyTodoForm, hasBlankTitle, hasUnsavedChanges, todoFormInput, withDueField, type DueFields } from './todo-form-values';

const rules = { schema: createTodoRequestSchema, toInput: todoFormInput, check: checkTodoForm };

describe('the task form rules (docs/product/todos.md "Task form")', () => {
  it('a blank title (after trimming) is ignored before any rule runs', () => {
    expect(hasBlankTitle({ ...emptyTodoForm, title: ' \t ' })).toBe(true);
    expect(hasBlankTitle({ ...emptyTodoForm, title: ' Plan ' })).toBe(false);
  });

  it('estimated minutes: empty is "no estimate", unreadable or below 1 says so', () => {
    const typed = { ...emptyTodoForm, title: 'Plan', estimatedMinutes: '0' };
    expect(validateForm(typed, rules)).toMatchObject({ ok: false, errors: { estimatedMinutes: TODO_MESSAGES.invalidEstimatedMinutes } });
    expect(validateForm({ ...typed, estimatedMinutes: 'soon' }, rules)).toMatchObject({ ok: false, errors: { estimatedMinutes: TODO_MESSAGES.invalidEstimatedMinutes } });
    expect(validateForm({ ...typed, estimatedMinutes: ' 45 ' }, rules)).toMatchObject({ ok: true, data: { estimatedMinutes: 45 } });
    expect(validateForm({ ...typed, estimatedMinutes: ' ' }, rules)).toMatchObject({ ok: true, data: { estimatedMinutes: null } });
  });

  it("estimated minutes: '1.5' is refused with a message, not saved as 1; above the limit says its unit (issue 13)", () => {
    const typed = { ...emptyTodoForm, title: 'Plan', estimatedMinutes: '1.5' };
    expect(validateForm(typed, rules)).toMatchObject({ ok: false, errors: { estimatedMinutes: TODO_MESSAGES.invalidEstimatedMinutes } });
    expect(validateForm({ ...typed, estimatedMinutes: '10081' }, rules)).toMatchObject({
      ok: false,
      errors: { estimatedMinutes: 'Estimated minutes must be at most 10,080 minutes (7 days)' },
    });
    expect(validateForm({ ...typed, estimatedMinutes: '90 min' }, rules)).toMatchObject({ ok: true, data: { estimatedMinutes: 90 } });
  });

  it('a form counts as changed when any field differs from what it opened with, blank space aside', () => {
    expect(hasUnsavedChanges(emptyTodoForm, emptyTodoForm)).toBe(false);
    expect(hasUnsavedChanges({ ...emptyTodoForm, title: '   ' }, emptyTodoForm)).toBe(false);
    expect(hasUnsavedChanges({ ...emptyTodoForm, title: 'Plan' }, emptyTodoForm)).toBe(true);
    expect(hasUnsavedChanges({ ...emptyTodoForm, priority: 'high' }, emptyTodoForm)).toBe(true);
  });

  it('empty description, category, due date and habit become null; the default priority is medium', () => {
    expect(validateForm({ ...emptyTodoForm, title: 'Plan' }, rules)).toEqual({
      ok: true,
      data: expect.objectContaining({ title: 'Plan', description: null, category: null, dueDate: null, habitId: null, priority: 'medium', status: 'not_started' }),
    });
  });
});

describe('the due time and the reminder (docs/product/reminders.md "Tasks")', () => {
  const dated: DueFields = { dueDate: '2026-03-20', dueTime: '15:00', reminder: '1h' };

  it('clearing the due date clears the time and the reminder; clearing the time clears the reminder', () => {
    expect(withDueField(dated, 'dueDate', '')).toEqual({ dueDate: '', dueTime: '', reminder: '' });
    expect(withDueField(dated, 'dueTime', '')).toEqual({ dueDate: '2026-03-20', dueTime: '', reminder: '' });
  });

  it('moving the date or the time keeps the rest', () => {
    expect(withDueField(dated, 'dueDate', '2026-03-21')).toEqual({ ...dated, dueDate: '2026-03-21' });
    expect(withDueField(dated, 'dueTime', '09:30')).toEqual({ ...dated, dueTime: '09:30' });
  });

  it('after any edits, a time only stands with a date and a reminder only with a time', () => {
    const change = fc.record({ field: fc.constantFrom('dueDate' as const, 'dueTime' as const), value: fc.constantFrom('', '2026-03-20', '15:00') });
    const reminder = fc.constantFrom('' as const, ...REMINDER_OFFSETS);
    fc.assert(
      fc.property(fc.array(fc.oneof(change, reminder), { maxLength: 12 }), (edits) => {
        let fields: DueFields = { dueDate: '', dueTime: '', reminder: '' };
        for (const edit of edits) {
          // The Reminder select is only enabled once a due time is set; the time input once a date is.
          if (typeof edit === 'string') fields = fields.dueTime === '' ? fields : { ...fields, reminder: edit };
          else if (edit.field === 'dueDate' || fields.dueDate !== '') fields = withDueField(fields, edit.field, edit.value);
        }
        expect(fields.dueTime === '' || fields.dueDate !== '').toBe(true);
        expect(fields.reminder === '' || fields.dueTime !== '').toBe(true);
      }),
    );
  });

  it('sends the time and the reminder, or null for none', () => {
    const typed = { ...emptyTodoForm, title: 'Call the bank', dueDate: '2026-03-20', dueTime: '15:00', reminder: '1h' as const };
    expect(validateForm(typed, rules)).toMatchObject({ ok: true, data: { dueDate: '2026-03-20', dueTime: '15:00', reminder: '1h' } });
    expect(validateForm({ ...typed, reminder: '' }, rules)).toMatchObject({ ok: true, data: { dueTime: '15:00', reminder: null } });
    expect(validateForm({ ...typed, dueTime: '', reminder: '' }, rules)).toMatchObject({ ok: true, data: { dueTime: null, reminder: null } });
  });

  it('a reminder without a due time is refused on its field, in the shared words', () => {
    const typed = { ...emptyTodoForm, title: 'Call the bank', dueDate: '2026-03-20', reminder: '5m' as const };
    expect(validateForm(typed, rules)).toMatchObject({ ok: false, errors: { reminder: REMINDER_MESSAGES.reminderNeedsDueTime } });
  });
});
