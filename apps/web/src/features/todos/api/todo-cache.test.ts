import { compareTodosForList, TODO_PRIORITIES, TODO_STATUSES, type Todo } from '@cadence/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { upsertTodo } from './todo-cache';

// Few ids, dates and times, so a run often replaces a task, ties on a date and on a creation time.
const todoArbitrary: fc.Arbitrary<Todo> = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
  title: fc.string({ maxLength: 8 }),
  description: fc.constant(null),
  priority: fc.constantFrom(...TODO_PRIORITIES),
  dueDate: fc.option(fc.constantFrom('2026-01-01', '2026-01-02', '2026-03-15'), { nil: null }),
  dueTime: fc.constant(null),
  reminder: fc.constant(null),
  category: fc.constant(null),
  status: fc.constantFrom(...TODO_STATUSES),
  estimatedMinutes: fc.constant(null),
  habitId: fc.constant(null),
  habit: fc.constant(null),
  goalId: fc.constant(null),
  checklist: fc.constant([]),
  repeat: fc.constant(null),
  seriesId: fc.constant(null),
  occurrence: fc.constant(null),
  completedAt: fc.constant(null),
  createdAt: fc.constantFrom('2026-01-01T08:00:00.000Z', '2026-01-01T09:00:00.000Z', '2026-01-02T08:00:00.000Z'),
  updatedAt: fc.constant('2026-01-03T08:00:00.000Z'),
});

describe('upsertTodo (the board cache after an optimistic or saved change)', () => {
  it('after any sequence of upserts the list is in compareTodosForList order, holds each id once, and each id is its latest version', () => {
    fc.assert(
      fc.property(fc.array(todoArbitrary, { maxLength: 40 }), (changes) => {
        let list: Todo[] = [];
        const latest = new Map<string, Todo>();
        for (const next of changes) {
          list = upsertTodo(list, next);
          latest.set(next.id, next);
          for (let index = 1; index < list.length; index += 1) {
            expect(compareTodosForList(list[index - 1]!, list[index]!)).toBeLessThan(0);
          }
          expect(list.map((todo) => todo.id).sort()).toEqual([...latest.keys()].sort());
          for (const todo of list) expect(todo).toBe(latest.get(todo.id));
        }
      }),
    );
  });

  it('leaves the list it was given untouched', () => {
    fc.assert(
      fc.property(fc.array(todoArbitrary, { maxLength: 10 }), todoArbitrary, (changes, next) => {
        const list = changes.reduce<Todo[]>(upsertTodo, []);
        const copy = list.slice();
        upsertTodo(list, next);
        expect(list).toEqual(copy);
      }),
    );
  });
});
