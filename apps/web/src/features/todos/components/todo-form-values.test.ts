import { createTodoRequestSchema, TODO_MESSAGES } from '@cadence/shared';
import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../lib/validate-form';
import { checkTodoForm, emptyTodoForm, hasBlankTitle, todoFormInput } from './todo-form-values';

const rules = { schema: createTodoRequestSchema, toInput: todoFormInput, check: checkTodoForm };

describe('the task form rules (spec part 1 §5)', () => {
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

  it('empty description, category, due date and habit become null; the default priority is medium', () => {
    expect(validateForm({ ...emptyTodoForm, title: 'Plan' }, rules)).toEqual({
      ok: true,
      data: expect.objectContaining({ title: 'Plan', description: null, category: null, dueDate: null, habitId: null, priority: 'medium', status: 'not_started' }),
    });
  });
});
