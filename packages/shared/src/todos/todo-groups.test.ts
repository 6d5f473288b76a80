import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar-days';
import { localDateInTimeZone } from '../calendar/local-date';
import { TODO_PRIORITIES } from './todo-constants';
import { compareTodosBy, completedRecently, dueGroupOf, recentCompletedSince, groupTodosByDue, readStoredTodoSort, sortTodos, TODO_DUE_GROUPS, TODO_SORTS, type TodoSort } from './todo-groups';
import { compareTodosForList } from './todo-order';

const today = '2026-03-11';

describe('groups by due date (docs/product/todos.md "Groups and sort")', () => {
  it('Overdue before today, Today, This week for the six days after, Later, No date', () => {
    expect(dueGroupOf(addDays(today, -1), today)).toBe('overdue');
    expect(dueGroupOf(today, today)).toBe('today');
    expect(dueGroupOf(addDays(today, 1), today)).toBe('week');
    expect(dueGroupOf(addDays(today, 6), today)).toBe('week');
    expect(dueGroupOf(addDays(today, 7), today)).toBe('later');
    expect(dueGroupOf(null, today)).toBe('none');
  });

  it('Completed shows the last seven days, today included', () => {
    expect(completedRecently(today, today)).toBe(true);
    expect(completedRecently(addDays(today, -6), today)).toBe(true);
    expect(completedRecently(addDays(today, -7), today)).toBe(false);
    expect(completedRecently(null, today)).toBe(false);
  });

  it('a stored sort that makes no sense reads as the board order', () => {
    expect(readStoredTodoSort('priority')).toBe('priority');
    expect(readStoredTodoSort('random')).toBe('due');
    expect(readStoredTodoSort(undefined)).toBe('due');
  });
});

const task = fc.record({
  id: fc.uuid(),
  dueDate: fc.option(fc.integer({ min: -20, max: 30 }).map((days) => addDays(today, days)), { nil: null }),
  createdAt: fc.integer({ min: 0, max: 1000 }).map((minute) => new Date(Date.UTC(2026, 0, 1) + minute * 60_000).toISOString()),
  priority: fc.constantFrom(...TODO_PRIORITIES),
  title: fc.string({ maxLength: 6 }),
});
const list = fc.uniqueArray(task, { selector: (t) => t.id, maxLength: 40 }).map((todos) => [...todos].sort(compareTodosForList));
const sortChoice = fc.constantFrom<TodoSort>(...TODO_SORTS);

describe('grouping and sorting, for any board (properties)', () => {
  it('every task is in exactly one group, the one its due date names, groups in order and none empty', () => {
    fc.assert(
      fc.property(list, sortChoice, (todos, sort) => {
        const groups = groupTodosByDue(todos, today, sort);
        expect(groups.flatMap((g) => g.todos.map((t) => t.id)).sort()).toEqual(todos.map((t) => t.id).sort());
        for (const { group, todos: members } of groups) {
          expect(members.length).toBeGreaterThan(0);
          for (const member of members) expect(dueGroupOf(member.dueDate, today)).toBe(group);
        }
        const order = groups.map((g) => TODO_DUE_GROUPS.indexOf(g.group));
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }),
    );
  });

  it('inside a group the chosen order holds, and it does not depend on the order the tasks came in', () => {
    fc.assert(
      fc.property(list, sortChoice, fc.integer(), (todos, sort, seed) => {
        const compare = compareTodosBy(sort);
        for (const { todos: members } of groupTodosByDue(todos, today, sort)) {
          for (let index = 1; index < members.length; index += 1) expect(compare(members[index - 1]!, members[index]!)).toBeLessThan(0);
        }
        const shuffled = [...todos].sort((a, b) => ((a.id.charCodeAt(0) * seed) % 7) - ((b.id.charCodeAt(0) * seed) % 7)).sort(compareTodosForList);
        expect(sortTodos(shuffled, sort).map((t) => t.id)).toEqual(sortTodos(todos, sort).map((t) => t.id));
      }),
    );
  });

  it('each sort is a strict order: two different tasks never compare equal', () => {
    fc.assert(
      fc.property(task, task, sortChoice, (a, b, sort) => {
        fc.pre(a.id !== b.id);
        const compare = compareTodosBy(sort);
        expect(Math.sign(compare(a, b))).toBe(-Math.sign(compare(b, a)));
        expect(compare(a, b)).not.toBe(0);
      }),
    );
  });
});

describe('recentCompletedSince (the board asks only for these, issue 19)', () => {
  // Zones either side of UTC, with daylight saving, half and quarter hours, and the date line.
  const zones = ['UTC', 'America/New_York', 'Europe/Paris', 'Australia/Adelaide', 'Asia/Kathmandu', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Santiago'];
  it('a task completed at or after the instant is exactly one Completed keeps in its last seven days', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: -10 * 24 * 60, max: 2 * 24 * 60 }),
        (zone, now, minutesFromNow) => {
          const today = localDateInTimeZone(now, zone);
          const completedAt = new Date(now.getTime() + minutesFromNow * 60_000);
          const since = recentCompletedSince(today, zone);
          expect(completedAt.toISOString() >= since).toBe(completedRecently(localDateInTimeZone(completedAt, zone), today));
        },
      ),
    );
  });

  it('starts six local days before today, at that day’s midnight in the zone', () => {
    expect(recentCompletedSince('2026-11-27', 'UTC')).toBe('2026-11-21T00:00:00.000Z');
    expect(recentCompletedSince('2026-11-27', 'America/New_York')).toBe('2026-11-21T05:00:00.000Z');
    // The week that crosses the end of daylight saving in Paris (October 25th 2026).
    expect(recentCompletedSince('2026-10-27', 'Europe/Paris')).toBe('2026-10-20T22:00:00.000Z');
  });
});
