import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareTodosForList, type TodoOrderKey } from './todo-order';

const key = (id: string, dueDate: string | null, createdAt: string): TodoOrderKey => ({ id, dueDate, createdAt });

describe('board order (docs/product/todos.md "Order")', () => {
  it('puts earlier due dates first and undated tasks last', () => {
    const list = [
      key('a', null, '2026-01-01T00:00:00.000Z'),
      key('b', '2026-03-02', '2026-01-01T00:00:00.000Z'),
      key('c', '2026-03-01', '2026-01-01T00:00:00.000Z'),
    ];
    expect(list.sort(compareTodosForList).map((t) => t.id)).toEqual(['c', 'b', 'a']);
  });

  it('orders tasks with the same due date newest first', () => {
    const list = [
      key('old', '2026-03-01', '2026-01-01T00:00:00.000Z'),
      key('new', '2026-03-01', '2026-01-02T00:00:00.000Z'),
      key('undated-old', null, '2026-01-01T00:00:00.000Z'),
      key('undated-new', null, '2026-01-03T00:00:00.000Z'),
    ];
    expect(list.sort(compareTodosForList).map((t) => t.id)).toEqual(['new', 'old', 'undated-new', 'undated-old']);
  });

  it('is a total order: antisymmetric and transitive for any tasks', () => {
    const arbitraryKey = fc.record({
      id: fc.uuid(),
      dueDate: fc.option(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
        { nil: null },
      ),
      createdAt: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString()),
    });
    fc.assert(
      fc.property(fc.array(arbitraryKey, { maxLength: 30 }), (list) => {
        const sorted = [...list].sort(compareTodosForList);
        for (let i = 1; i < sorted.length; i++) {
          expect(compareTodosForList(sorted[i - 1]!, sorted[i]!)).toBeLessThanOrEqual(0);
          expect(compareTodosForList(sorted[i]!, sorted[i - 1]!)).toBeGreaterThanOrEqual(0);
        }
        // sorting twice, from any starting order, gives the same list
        expect([...list].reverse().sort(compareTodosForList)).toEqual(sorted);
      }),
    );
  });
});
