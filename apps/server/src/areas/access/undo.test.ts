import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { netRowsOf, undoOrder, type LoggedWrite } from './undo';

// docs/product/access.md "Undo": each row once, from before its first write to after its last.

const write = (tableName: string, rowId: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null): LoggedWrite => ({ tableName, rowId, before, after });

describe('the rows a change touched, collapsed', () => {
  it('takes the first before and the last after of a row written twice, whatever order the log gives', () => {
    const added = write('todos', 'a', null, { v: 1 });
    const changed = write('todos', 'a', { v: 1 }, { v: 2 });
    expect(netRowsOf([added, changed])).toEqual([write('todos', 'a', null, { v: 2 })]);
    expect(netRowsOf([changed, added])).toEqual([write('todos', 'a', null, { v: 2 })]);
  });

  it('follows any chain of writes to its ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.boolean(), fc.boolean(), (length, startsNew, endsGone) => {
        const states: Array<Record<string, unknown> | null> = Array.from({ length: length + 1 }, (_, n) => ({ v: n }));
        if (startsNew) states[0] = null;
        if (endsGone && length > 1) states[length] = null;
        const chain = states.slice(1).map((after, n) => write('habits', 'h', states[n]!, after));
        const shuffled = [...chain].reverse();
        expect(netRowsOf(shuffled)).toEqual([write('habits', 'h', states[0]!, states[length]!)]);
      }),
    );
  });

  it('removes children before parents and brings back parents before children', () => {
    const rows = [write('task_checklist_items', 'i', { t: 1 }, null), write('todos', 't', null, { t: 1 }), write('task_checklist_items', 'j', null, { t: 1 }), write('todos', 'u', { t: 1 }, null), write('todos', 'v', { t: 1 }, { t: 2 })];
    expect(undoOrder(rows).map((row) => row.rowId)).toEqual(['j', 't', 'v', 'u', 'i']);
  });
});
