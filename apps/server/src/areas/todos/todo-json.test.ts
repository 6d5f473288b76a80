import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { todoOfRow, todosOfRows } from './todo-list.repository';

const todoJson = (row: unknown[]) => JSON.stringify(todoOfRow(row));

// The list's rows, turned into tasks, must serialise exactly as the same `Todo` does (issue 9).

const pgTimestamp = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((date) => {
  const iso = date.toISOString();
  const millis = iso.slice(20, 23).replace(/0+$/, '');
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${millis ? `.${millis}` : ''}+00`;
});
const text = fc.string({ unit: 'grapheme', maxLength: 40 });
const row = fc.tuple(
  fc.uuid(),
  text,
  fc.option(text, { nil: null }),
  fc.constantFrom('high', 'medium', 'low'),
  fc.option(fc.constantFrom('2026-01-31', '2027-12-01'), { nil: null }),
  fc.option(fc.constantFrom('00:00', '15:30', '23:59'), { nil: null }),
  fc.option(fc.constantFrom('at', '5m', '1h', '1d'), { nil: null }),
  fc.option(text, { nil: null }),
  fc.constantFrom('not_started', 'in_progress', 'completed'),
  fc.option(fc.integer({ min: 1, max: 10_080 }), { nil: null }),
  fc.option(fc.tuple(fc.uuid(), text, fc.constantFrom('#4C51BF', '#805AD5')), { nil: null }),
  fc.option(pgTimestamp, { nil: null }),
  pgTimestamp,
  pgTimestamp,
  fc.option(fc.uuid(), { nil: null }),
  // docs/product/todos.md "Repeating tasks": the rule as the driver parses the jsonb, its series and number.
  fc.option(fc.tuple(fc.record({ every: fc.constantFrom('day', 'week', 'month'), interval: fc.integer({ min: 1, max: 365 }), from: fc.constantFrom('due', 'completion') }), fc.uuid(), fc.integer({ min: 1, max: 1000 })), { nil: null }),
);

describe('todoOfRow', () => {
  it('writes what JSON.stringify writes for the same task (property)', () => {
    fc.assert(
      fc.property(row, ([id, title, description, priority, dueDate, dueTime, reminder, category, status, minutes, habit, completedAt, createdAt, updatedAt, goalId, series]) => {
        const raw = [id, title, description, priority, dueDate, dueTime, reminder, category, status, minutes, habit?.[0] ?? null, habit?.[1] ?? null, habit?.[2] ?? null, completedAt, createdAt, updatedAt, goalId, series?.[0] ?? null, series?.[1] ?? null, series?.[2] ?? null];
        const expected = {
          id,
          title,
          description,
          priority,
          dueDate,
          dueTime,
          reminder,
          category,
          status,
          estimatedMinutes: minutes,
          habitId: habit?.[0] ?? null,
          habit: habit ? { id: habit[0], title: habit[1], color: habit[2] } : null,
          goalId,
          checklist: [],
          repeat: series?.[0] ?? null,
          seriesId: series?.[1] ?? null,
          occurrence: series?.[2] ?? null,
          completedAt: completedAt === null ? null : toIsoTimestamp(completedAt),
          createdAt: toIsoTimestamp(createdAt),
          updatedAt: toIsoTimestamp(updatedAt),
          via: null,
        };
        expect(todoJson(raw)).toBe(JSON.stringify(expected));
      }),
    );
  });

  it('writes each task\'s checklist items after it as JSON.stringify of them, in the order read (property)', () => {
    const base = (id: string) => [id, 'Task', null, 'low', null, null, null, null, 'not_started', null, null, null, null, null, '2026-01-01 00:00:00+00', '2026-01-01 00:00:00+00', null, null, null, null, null, null, null, 0];
    const item = fc.record({ id: fc.uuid(), title: text, done: fc.boolean(), position: fc.nat({ max: 99 }) });
    fc.assert(
      fc.property(fc.uniqueArray(fc.uuid(), { minLength: 1, maxLength: 4 }), fc.array(fc.tuple(fc.nat(), item), { maxLength: 8 }), (taskIds, items) => {
        const owned = items.map(([pick, entry]) => ({ todoId: taskIds[pick % taskIds.length]!, ...entry }));
        const itemRow = (entry: (typeof owned)[number]) => [entry.id, entry.title, null, null, null, null, null, null, null, null, entry.todoId, null, null, null, null, null, null, null, null, null, null, entry.done, entry.position, 1];
        const tasks = JSON.parse(JSON.stringify(todosOfRows([...taskIds.map(base), ...owned.map(itemRow)]))) as Array<{ id: string; checklist: unknown[] }>;
        expect(tasks.map((task) => task.id)).toEqual(taskIds);
        for (const task of tasks) {
          expect(JSON.stringify(task.checklist)).toBe(JSON.stringify(owned.filter((entry) => entry.todoId === task.id).map(({ id, title, done, position }) => ({ id, title, done, position }))));
        }
      }),
    );
  });

  it('escapes quotes, backslashes, newlines and emoji in text', () => {
    const raw = ['0e3d2b9a-1111-4222-8333-944455556666', 'a "quoted" \\ title\n😀', null, 'low', null, null, null, null, 'not_started', null, null, null, null, '2026-01-01 00:00:00+00', '2026-01-01 00:00:00+00', null];
    expect(JSON.parse(todoJson(raw)).title).toBe('a "quoted" \\ title\n😀');
  });
});
