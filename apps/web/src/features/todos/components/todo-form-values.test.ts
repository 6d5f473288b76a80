import { createTodoRequestSchema, TODO_MESSAGES } from '@cadence/shared';
import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../lib/validate-form';
import { checkTodoForm, emptyTodoForm, hasBlankTitle, hasUnsavedChanges, todoFormInput } from './todo-form-values';

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
