import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Todo } from './todo';
import { TODO_PRIORITIES, TODO_STATUSES } from './todo-constants';
import { addDays } from '../calendar/calendar-days';
import { isEmptyTodoFilter, matchesTodoFilter, NO_TODO_FILTER, readStoredTodoFilter, searchTerms, todoSearchText, type TodoFilter } from './todo-filter';

const TODAY = '2026-03-16';

function task(fields: Partial<Todo>): Todo {
  return {
    id: 'a',
    title: 'Task',
    description: null,
    priority: 'medium',
    dueDate: null,
    dueTime: null,
    reminder: null,
    category: null,
    status: 'not_started',
    estimatedMinutes: null,
    habitId: null,
    habit: null,
    goalId: null,
    checklist: [],
    repeat: null,
    seriesId: null,
    occurrence: null,
    completedAt: null,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...fields,
  };
}

const matches = (todo: Todo, filter: Partial<TodoFilter>) => {
  const full = { ...NO_TODO_FILTER, ...filter };
  return matchesTodoFilter(todo, full, TODAY, searchTerms(full.query), todoSearchText);
};

describe('search and filters (docs/product/todos.md "Search and filters")', () => {
  it('searches title and description, every word, ignoring case and accents', () => {
    const todo = task({ title: 'Call the accountant', description: 'About the café VAT return' });
    expect(matches(todo, { query: 'ACCOUNTANT' })).toBe(true);
    expect(matches(todo, { query: 'cafe vat' })).toBe(true);
    expect(matches(todo, { query: 'cafe invoice' })).toBe(false);
  });

  it('filters by priority and by category (case aside)', () => {
    const todo = task({ priority: 'high', category: 'Finance' });
    expect(matches(todo, { priority: 'high' })).toBe(true);
    expect(matches(todo, { priority: 'low' })).toBe(false);
    expect(matches(todo, { category: 'finance' })).toBe(true);
    expect(matches(todo, { category: 'Admin' })).toBe(false);
    expect(matches(task({}), { category: 'Admin' })).toBe(false);
  });

  it('due: overdue is open and before today; today; this week is today to six days on; undated never', () => {
    expect(matches(task({ dueDate: addDays(TODAY, -1) }), { due: 'overdue' })).toBe(true);
    expect(matches(task({ dueDate: addDays(TODAY, -1), status: 'completed' }), { due: 'overdue' })).toBe(false);
    expect(matches(task({ dueDate: TODAY }), { due: 'overdue' })).toBe(false);
    expect(matches(task({ dueDate: TODAY, status: 'completed' }), { due: 'today' })).toBe(true);
    expect(matches(task({ dueDate: addDays(TODAY, 6) }), { due: 'week' })).toBe(true);
    expect(matches(task({ dueDate: addDays(TODAY, 7) }), { due: 'week' })).toBe(false);
    expect(matches(task({ dueDate: addDays(TODAY, -1) }), { due: 'week' })).toBe(false);
    expect(matches(task({}), { due: 'today' })).toBe(false);
  });

  const anyTodo = fc.record({
    title: fc.string({ minLength: 1, maxLength: 30 }),
    description: fc.option(fc.string({ maxLength: 30 }), { nil: null }),
    priority: fc.constantFrom(...TODO_PRIORITIES),
    status: fc.constantFrom(...TODO_STATUSES),
    category: fc.option(fc.string({ minLength: 1, maxLength: 10 }), { nil: null }),
    dueDate: fc.option(fc.integer({ min: -20, max: 20 }).map((days) => addDays(TODAY, days)), { nil: null }),
  });
  const anyFilter = fc.record({
    query: fc.string({ maxLength: 6 }),
    priority: fc.constantFrom('any' as const, ...TODO_PRIORITIES),
    category: fc.option(fc.string({ minLength: 1, maxLength: 10 }), { nil: null }),
    due: fc.constantFrom('any' as const, 'overdue' as const, 'today' as const, 'week' as const),
  });

  it('for any task: the empty filter keeps it, and a filter keeps it exactly when each of its parts alone does', () => {
    fc.assert(
      fc.property(anyTodo, anyFilter, (fields, filter) => {
        const todo = task(fields);
        expect(matches(todo, {})).toBe(true);
        const parts = [{ query: filter.query }, { priority: filter.priority }, { category: filter.category }, { due: filter.due }];
        expect(matches(todo, filter)).toBe(parts.every((part) => matches(todo, part)));
      }),
    );
  });

  it('for any task: searching any piece of its title finds it', () => {
    fc.assert(
      fc.property(anyTodo, fc.nat(), fc.nat(), (fields, from, length) => {
        const todo = task(fields);
        const start = from % todo.title.length;
        const piece = todo.title.slice(start, start + 1 + (length % 10));
        fc.pre(!/\s/.test(piece));
        expect(matches(todo, { query: piece })).toBe(true);
      }),
    );
  });

  it('a stored filter is read back safely, and the empty filter is recognised', () => {
    expect(readStoredTodoFilter({ priority: 'high', category: 'Work', due: 'week' })).toEqual({ priority: 'high', category: 'Work', due: 'week' });
    expect(readStoredTodoFilter({ priority: 'urgent', category: 3, due: 'soon' })).toEqual({ priority: 'any', category: null, due: 'any' });
    expect(readStoredTodoFilter('nonsense')).toEqual({ priority: 'any', category: null, due: 'any' });
    expect(isEmptyTodoFilter({ ...NO_TODO_FILTER, query: '   ' })).toBe(true);
    expect(isEmptyTodoFilter({ ...NO_TODO_FILTER, due: 'today' })).toBe(false);
  });
});
