import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ChecklistItem,
  checklistProgress,
  compareChecklistItems,
  completionQuestion,
  createChecklistItemRequestSchema,
  moveChecklistItem,
  moveChecklistItemRequestSchema,
  openChecklistCount,
  updateChecklistItemRequestSchema,
} from './checklist';

const item = (id: string, done: boolean, position: number): ChecklistItem => ({ id, title: id, done, position });
const arbitraryChecklist = fc
  .uniqueArray(fc.record({ id: fc.uuid(), done: fc.boolean() }), { selector: (entry) => entry.id, maxLength: 12 })
  .map((entries) => entries.map((entry, position) => item(entry.id, entry.done, position)));

describe('completing with open items (docs/product/todos.md "Checklist")', () => {
  it('asks with the number of open items', () => {
    const checklist = [item('a', true, 0), item('b', false, 1), item('c', false, 2)];
    expect(completionQuestion({ title: 'Ship', status: 'in_progress', checklist })).toBe('Complete “Ship” with 2 open items?');
    expect(completionQuestion({ title: 'Ship', status: 'not_started', checklist: [item('a', false, 0)] })).toBe('Complete “Ship” with 1 open item?');
  });

  it('asks exactly when the task is not completed and an item is open', () => {
    fc.assert(
      fc.property(arbitraryChecklist, fc.constantFrom('not_started', 'in_progress', 'completed'), (checklist, status) => {
        const asks = completionQuestion({ title: 'T', status, checklist }) !== null;
        expect(asks).toBe(status !== 'completed' && checklist.some((entry) => !entry.done));
      }),
    );
  });
});

describe('the card count', () => {
  it('says done of all, and nothing without a checklist', () => {
    expect(checklistProgress([item('a', true, 0), item('b', true, 1), item('c', false, 2), item('d', false, 3), item('e', false, 4)])).toEqual({
      text: '2/5',
      label: '2 of 5 checklist items done',
    });
    expect(checklistProgress([])).toBeNull();
  });

  it('counts open and done to the whole list', () => {
    fc.assert(
      fc.property(arbitraryChecklist, (checklist) => {
        const open = openChecklistCount(checklist);
        expect(open + checklist.filter((entry) => entry.done).length).toBe(checklist.length);
      }),
    );
  });
});

describe('reordering', () => {
  it('moves an item up and down', () => {
    const list = [item('a', false, 0), item('b', false, 1), item('c', false, 2)];
    expect(moveChecklistItem(list, 'c', 0).map((entry) => entry.id)).toEqual(['c', 'a', 'b']);
    expect(moveChecklistItem(list, 'a', 1).map((entry) => entry.id)).toEqual(['b', 'a', 'c']);
    expect(moveChecklistItem(list, 'a', 99).map((entry) => entry.id)).toEqual(['b', 'c', 'a']);
    expect(moveChecklistItem(list, 'zzz', 0)).toEqual(list);
  });

  it('keeps every item once, puts the moved one where asked and numbers positions 0…n-1', () => {
    fc.assert(
      fc.property(
        arbitraryChecklist.filter((list) => list.length > 0),
        fc.nat(),
        fc.nat({ max: 20 }),
        (list, pick, to) => {
          const moved = list[pick % list.length]!;
          const after = moveChecklistItem(list, moved.id, to);
          expect(after.map((entry) => entry.id).sort()).toEqual(list.map((entry) => entry.id).sort());
          expect(after.map((entry) => entry.position)).toEqual(list.map((_, index) => index));
          expect(after.findIndex((entry) => entry.id === moved.id)).toBe(Math.min(to, list.length - 1));
          expect([...after].sort(compareChecklistItems)).toEqual(after);
          // The others keep their relative order.
          const others = (l: ChecklistItem[]) => l.filter((entry) => entry.id !== moved.id).map((entry) => entry.id);
          expect(others(after)).toEqual(others(list));
        },
      ),
    );
  });
});

describe('request bodies', () => {
  it('refuses a blank, long or unknown-field body in words', () => {
    expect(createChecklistItemRequestSchema.safeParse({ title: '  ' }).error?.issues[0]?.message).toBe('Checklist item title is required');
    expect(createChecklistItemRequestSchema.safeParse({ title: 'x'.repeat(201) }).error?.issues[0]?.message).toBe('Checklist item title must be at most 200 characters');
    expect(createChecklistItemRequestSchema.safeParse({ title: 'a', extra: 1 }).error?.issues[0]?.message).toBe('Unknown field: extra');
    expect(updateChecklistItemRequestSchema.safeParse({}).error?.issues[0]?.message).toBe('Send a title or done (or both)');
    expect(updateChecklistItemRequestSchema.safeParse({ done: 'yes' }).error?.issues[0]?.message).toBe('done must be true or false');
    expect(moveChecklistItemRequestSchema.safeParse({ position: -1 }).error?.issues[0]?.message).toBe('position must be a whole number of at least 0');
    expect(createChecklistItemRequestSchema.parse({ title: '  Buy  ' })).toEqual({ title: 'Buy' });
  });
});
