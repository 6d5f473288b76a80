import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../http/zod-fields';
import { TODO_MESSAGES } from './todo-messages';
import { completeTodoRequestSchema, createTodoRequestSchema, moveTodoRequestSchema, todoListQuerySchema, updateTodoRequestSchema } from './todo-schemas';

const HABIT_ID = '0b7d6c1e-3c1a-4f7e-9d55-2f0c8a3e6b11';
const GOAL_ID = '2c8e7d2f-4d2b-4a8f-8e66-3a1d9b4f7c22';

function errorsOf(schema: typeof createTodoRequestSchema | typeof updateTodoRequestSchema | typeof moveTodoRequestSchema | typeof completeTodoRequestSchema, body: unknown) {
  const result = schema.safeParse(body);
  return result.success ? {} : fieldErrors(result.error);
}

const fullForm = {
  title: 'Write report',
  description: 'Quarterly',
  priority: 'high',
  dueDate: '2026-03-01',
  dueTime: '15:00',
  reminder: '1h',
  category: 'Work',
  status: 'in_progress',
  estimatedMinutes: 90,
  habitId: HABIT_ID,
  goalId: GOAL_ID,
  repeat: { every: 'week', interval: 2, weekdays: [1, 4], from: 'completion', count: 6 },
};

describe('create task request (docs/product/todos.md "Task form")', () => {
  it('takes the defaults: priority medium, status not_started, optional fields null', () => {
    expect(createTodoRequestSchema.parse({ title: '  Buy milk  ' })).toEqual({
      title: 'Buy milk',
      description: null,
      priority: 'medium',
      dueDate: null,
      dueTime: null,
      reminder: null,
      category: null,
      status: 'not_started',
      estimatedMinutes: null,
      habitId: null,
      goalId: null,
      repeat: null,
    });
  });

  it('turns empty description, category, due date, estimate and habit into null', () => {
    const parsed = createTodoRequestSchema.parse({ title: 'x', description: '  ', category: '', dueDate: '', estimatedMinutes: '', habitId: '', goalId: '' });
    expect(parsed).toMatchObject({ description: null, category: null, dueDate: null, estimatedMinutes: null, habitId: null, goalId: null });
  });

  it('keeps every field of a full form', () => {
    expect(createTodoRequestSchema.parse(fullForm)).toEqual(fullForm);
  });

  it('answers a blank title with a field message (the form never sends one)', () => {
    expect(errorsOf(createTodoRequestSchema, { title: '   ' })).toEqual({ title: TODO_MESSAGES.titleRequired });
    expect(errorsOf(createTodoRequestSchema, {})).toEqual({ title: TODO_MESSAGES.titleRequired });
    expect(errorsOf(createTodoRequestSchema, { title: 'x'.repeat(201) })).toEqual({ title: TODO_MESSAGES.titleTooLong });
  });

  it.each([
    ['description', 'x'.repeat(2001), TODO_MESSAGES.descriptionTooLong],
    ['priority', 'urgent', TODO_MESSAGES.invalidPriority],
    ['dueDate', '01/03/2026', TODO_MESSAGES.invalidDueDate],
    ['dueDate', '2026-02-30', TODO_MESSAGES.invalidDueDate],
    ['category', 'x'.repeat(51), TODO_MESSAGES.categoryTooLong],
    ['status', 'done', TODO_MESSAGES.invalidStatus],
    ['estimatedMinutes', 0, TODO_MESSAGES.invalidEstimatedMinutes],
    ['estimatedMinutes', 1.5, TODO_MESSAGES.invalidEstimatedMinutes],
    ['estimatedMinutes', 'abc', TODO_MESSAGES.invalidEstimatedMinutes],
    ['estimatedMinutes', 10081, TODO_MESSAGES.estimatedMinutesTooLarge],
    ['habitId', 'not-a-uuid', TODO_MESSAGES.habitNotFound],
    ['goalId', 'not-a-uuid', TODO_MESSAGES.goalNotFound],
  ])('rejects %s = %j with its message', (field, value, message) => {
    expect(errorsOf(createTodoRequestSchema, { title: 'x', [field]: value })).toEqual({ [field]: message });
  });

  it('rejects unknown fields, naming them', () => {
    expect(errorsOf(createTodoRequestSchema, { title: 'x', userId: 'someone' })).toEqual({ _: 'Unknown field: userId' });
  });

  it('accepts any title with visible text and stores it trimmed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }).filter((s) => s.trim().length > 0), (title) => {
        expect(createTodoRequestSchema.parse({ title }).title).toBe(title.trim());
      }),
    );
  });
});

describe('edit task request', () => {
  const expectedUpdatedAt = '2026-03-01T10:00:00.000Z';

  it('needs the whole form plus the version it was loaded with', () => {
    expect(updateTodoRequestSchema.parse({ ...fullForm, expectedUpdatedAt })).toEqual({ ...fullForm, expectedUpdatedAt });
    const errors = errorsOf(updateTodoRequestSchema, { title: 'x' });
    expect(Object.keys(errors).sort()).toEqual(
      ['category', 'description', 'dueDate', 'estimatedMinutes', 'expectedUpdatedAt', 'habitId', 'priority', 'status'].sort(),
    );
  });

  it('keeps the task\'s goal when goalId is left out (docs/product/goals.md "Linked tasks and habits")', () => {
    const { goalId: _goal, ...oldForm } = fullForm;
    expect(updateTodoRequestSchema.parse({ ...oldForm, expectedUpdatedAt })).not.toHaveProperty('goalId');
  });

  it('accepts null for every optional field', () => {
    const body = { ...fullForm, description: null, dueDate: null, dueTime: null, reminder: null, category: null, estimatedMinutes: null, habitId: null, goalId: null, expectedUpdatedAt };
    expect(updateTodoRequestSchema.parse(body)).toEqual(body);
  });

  it('rejects a version that is not a timestamp', () => {
    expect(errorsOf(updateTodoRequestSchema, { ...fullForm, expectedUpdatedAt: 'yesterday' })).toEqual({
      expectedUpdatedAt: TODO_MESSAGES.invalidExpectedUpdatedAt,
    });
  });
});

describe('due time and reminder (docs/product/reminders.md "Tasks")', () => {
  const expectedUpdatedAt = '2026-03-01T10:00:00.000Z';

  it('keeps a due time and each reminder; empty is none', () => {
    for (const reminder of ['at', '5m', '1h', '1d']) {
      expect(createTodoRequestSchema.parse({ title: 'x', dueDate: '2026-03-01', dueTime: '09:05', reminder })).toMatchObject({ dueTime: '09:05', reminder });
    }
    expect(createTodoRequestSchema.parse({ title: 'x', dueDate: '2026-03-01', dueTime: '', reminder: '' })).toMatchObject({ dueTime: null, reminder: null });
  });

  it('refuses a due time without a due date, and a reminder without both', () => {
    expect(errorsOf(createTodoRequestSchema, { title: 'x', dueTime: '15:00' })).toEqual({ dueTime: 'A due time needs a due date.' });
    expect(errorsOf(createTodoRequestSchema, { title: 'x', dueDate: '2026-03-01', reminder: 'at' })).toEqual({ reminder: 'A reminder needs a due date and a due time.' });
    expect(errorsOf(createTodoRequestSchema, { title: 'x', reminder: '1d' })).toEqual({ reminder: 'A reminder needs a due date and a due time.' });
    expect(errorsOf(updateTodoRequestSchema, { ...fullForm, dueDate: null, expectedUpdatedAt })).toEqual({ dueTime: 'A due time needs a due date.' });
  });

  it('refuses a time that is not HH:MM on the 24-hour clock, and an unknown reminder', () => {
    for (const dueTime of ['9:05', '24:00', '12:60', '3pm', 900]) {
      expect(errorsOf(createTodoRequestSchema, { title: 'x', dueDate: '2026-03-01', dueTime })).toEqual({ dueTime: 'Due time must be a time of day like 15:00 (24-hour clock)' });
    }
    expect(errorsOf(createTodoRequestSchema, { title: 'x', dueDate: '2026-03-01', dueTime: '15:00', reminder: '2d' })).toEqual({ reminder: 'Reminder must be at, 5m, 1h, 1d or empty for none' });
  });

  it('lets an edit leave both out (a form from before reminders): the task keeps its own', () => {
    const { dueTime: _dueTime, reminder: _reminder, ...oldForm } = fullForm;
    const parsed = updateTodoRequestSchema.parse({ ...oldForm, expectedUpdatedAt });
    expect(parsed.dueTime).toBeUndefined();
    expect(parsed.reminder).toBeUndefined();
    expect(updateTodoRequestSchema.parse({ ...oldForm, dueDate: null, expectedUpdatedAt }).dueDate).toBeNull();
  });
});

describe('move task request', () => {
  it('takes a status and an optional version', () => {
    expect(moveTodoRequestSchema.parse({ status: 'completed' })).toEqual({ status: 'completed' });
    expect(errorsOf(moveTodoRequestSchema, { status: 'archived' })).toEqual({ status: TODO_MESSAGES.invalidStatus });
    expect(errorsOf(moveTodoRequestSchema, { status: 'completed', title: 'x' })).toEqual({ _: 'Unknown field: title' });
  });
});

describe('complete task request (docs/product/todos.md "Complete checkbox")', () => {
  it('takes completed, true or false, and nothing else', () => {
    expect(completeTodoRequestSchema.parse({ completed: true })).toEqual({ completed: true });
    expect(errorsOf(completeTodoRequestSchema, {})).toEqual({ completed: TODO_MESSAGES.invalidCompleted });
    expect(errorsOf(completeTodoRequestSchema, { completed: 'yes' })).toEqual({ completed: TODO_MESSAGES.invalidCompleted });
    expect(errorsOf(completeTodoRequestSchema, { completed: true, status: 'completed' })).toEqual({ _: 'Unknown field: status' });
  });
});

describe('limits say their unit (issue 13)', () => {
  it('words each limit with its unit and a readable number', () => {
    expect(TODO_MESSAGES.estimatedMinutesTooLarge).toBe('Estimated minutes must be at most 10,080 minutes (7 days)');
    expect(TODO_MESSAGES.descriptionTooLong).toBe('Description must be at most 2,000 characters');
    expect(TODO_MESSAGES.categoryTooLong).toBe('Category must be at most 50 characters');
  });
});

describe('list query (issue 19: the open tasks only, for a task choice)', () => {
  it('takes status=open or nothing, and refuses any other value or field', () => {
    expect(todoListQuerySchema.parse({})).toEqual({});
    expect(todoListQuerySchema.parse({ status: 'open' })).toEqual({ status: 'open' });
    fc.assert(
      fc.property(fc.string().filter((value) => value !== 'open'), (value) => {
        const result = todoListQuerySchema.safeParse({ status: value });
        expect(result.success ? {} : fieldErrors(result.error)).toEqual({ status: TODO_MESSAGES.invalidListStatus });
      }),
    );
    const unknown = todoListQuerySchema.safeParse({ cursor: 'x' });
    expect(unknown.success ? {} : fieldErrors(unknown.error)).toEqual({ _: 'Unknown field: cursor' });
  });
});
