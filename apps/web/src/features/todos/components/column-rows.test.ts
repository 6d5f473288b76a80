import { addDays, type Todo } from '@cadence/shared';
import { describe, expect, it } from 'vitest';
import { columnView, type ColumnViewOptions } from './column-rows';

const today = '2026-03-11';
let serial = 0;
function todo(fields: Partial<Todo> = {}): Todo {
  serial += 1;
  return {
    id: `t${String(serial).padStart(3, '0')}`,
    title: `Task ${serial}`,
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
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...fields,
  };
}

const options = (fields: Partial<ColumnViewOptions> = {}): ColumnViewOptions => ({
  status: 'not_started',
  today,
  sort: 'due',
  collapsed: new Set(),
  showAllCompleted: false,
  completedOn: (t) => t.completedAt?.slice(0, 10) ?? null,
  ...fields,
});

describe('a column row by row (docs/product/todos.md "Groups and sort")', () => {
  it('a short column is a plain list', () => {
    const todos = [todo({ dueDate: today }), todo()];
    const view = columnView(todos, options());
    expect(view.rows.map((row) => row.kind)).toEqual(['card', 'card']);
    expect(view.visible).toEqual(todos);
  });

  it('a long column groups by due date; a folded group shows its header and hides its cards', () => {
    const overdue = [todo({ dueDate: addDays(today, -2) }), todo({ dueDate: addDays(today, -1) })];
    const later = Array.from({ length: 6 }, (_, i) => todo({ dueDate: addDays(today, 20 + i) }));
    const undated = [todo()];
    const todos = [...overdue, ...later, ...undated];
    const open = columnView(todos, options());
    expect(open.rows.filter((row) => row.kind === 'group').map((row) => row.kind === 'group' && [row.group, row.count])).toEqual([
      ['overdue', 2],
      ['later', 6],
      ['none', 1],
    ]);
    expect(open.visible).toEqual(todos);
    const folded = columnView(todos, options({ collapsed: new Set(['not_started:later']) }));
    expect(folded.visible).toEqual([...overdue, ...undated]);
    expect(folded.rows.find((row) => row.kind === 'group' && row.group === 'later')).toMatchObject({ collapsed: true, count: 6 });
    // Positions count the cards shown, in order.
    expect(folded.rows.flatMap((row) => (row.kind === 'card' ? [row.position] : []))).toEqual([0, 1, 2]);
  });

  it('Completed shows the last seven days until Show all, and is never grouped', () => {
    const recent = todo({ status: 'completed', completedAt: `${addDays(today, -6)}T10:00:00.000Z` });
    const old = todo({ status: 'completed', completedAt: `${addDays(today, -7)}T10:00:00.000Z` });
    const many = Array.from({ length: 10 }, () => todo({ status: 'completed', completedAt: `${today}T08:00:00.000Z` }));
    const view = columnView([recent, old, ...many], options({ status: 'completed' }));
    expect(view.older).toBe(1);
    expect(view.visible).not.toContain(old);
    expect(view.rows.every((row) => row.kind === 'card')).toBe(true);
    expect(columnView([recent, old], options({ status: 'completed', showAllCompleted: true })).visible).toEqual([recent, old]);
  });

  it('the sort choice orders the cards inside each group', () => {
    const low = todo({ priority: 'low', dueDate: today });
    const high = todo({ priority: 'high', dueDate: today });
    expect(columnView([low, high], options({ sort: 'priority' })).visible).toEqual([high, low]);
  });
});
