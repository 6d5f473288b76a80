import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TODO_PRIORITIES, TODO_STATUSES } from '../todos/todo-constants';
import { compareLinkableTasks, linkableTasks, type LinkableTaskKey } from './linkable-tasks';

const task = (id: string, fields: Partial<LinkableTaskKey> = {}): LinkableTaskKey => ({
  id,
  status: 'not_started',
  priority: 'medium',
  dueDate: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

describe('the tasks an activity can link (docs/product/activity.md "Linked task")', () => {
  it('offers only tasks not started or in progress', () => {
    const list = [task('a', { status: 'completed' }), task('b', { status: 'in_progress' }), task('c')];
    expect(linkableTasks(list).map((t) => t.id).sort()).toEqual(['b', 'c']);
  });

  it('orders by priority, high first, then by due date with undated last, then newest first', () => {
    const list = [
      task('low', { priority: 'low', dueDate: '2026-01-01' }),
      task('medium-undated', { priority: 'medium' }),
      task('medium-later', { priority: 'medium', dueDate: '2026-05-01' }),
      task('medium-sooner', { priority: 'medium', dueDate: '2026-04-01' }),
      task('high-old', { priority: 'high', createdAt: '2026-01-01T00:00:00.000Z' }),
      task('high-new', { priority: 'high', createdAt: '2026-02-01T00:00:00.000Z' }),
    ];
    expect(linkableTasks(list).map((t) => t.id)).toEqual(['high-new', 'high-old', 'medium-sooner', 'medium-later', 'medium-undated', 'low']);
  });

  it('is a total order, whatever order the tasks come in (property)', () => {
    const arbitrary = fc.record({
      id: fc.uuid(),
      status: fc.constantFrom(...TODO_STATUSES),
      priority: fc.constantFrom(...TODO_PRIORITIES),
      dueDate: fc.option(fc.constantFrom('2026-01-01', '2026-03-15', '2027-12-31'), { nil: null }),
      createdAt: fc.constantFrom('2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z'),
    });
    fc.assert(
      fc.property(fc.array(arbitrary, { maxLength: 30 }), (list) => {
        const sorted = linkableTasks(list);
        for (let i = 1; i < sorted.length; i++) expect(compareLinkableTasks(sorted[i - 1]!, sorted[i]!)).toBeLessThanOrEqual(0);
        expect(linkableTasks([...list].reverse())).toEqual(sorted);
        expect(sorted.every((t) => t.status !== 'completed')).toBe(true);
      }),
    );
  });
});
