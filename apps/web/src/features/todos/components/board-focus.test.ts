import type { Todo } from '@cadence/shared';
import { describe, expect, it } from 'vitest';
import { BoardFocus, cardAfter, columnOf, neighbourOf, resolveFocus, type VisibleColumns } from './board-focus';

const todo = (id: string) => ({ id }) as Todo;
const columns = (notStarted: string[], inProgress: string[] = [], completed: string[] = []): VisibleColumns => ({
  not_started: notStarted.map(todo),
  in_progress: inProgress.map(todo),
  completed: completed.map(todo),
});

describe('focus after actions (docs/product/todos.md "Focus after actions")', () => {
  it('the neighbour is the next card, else the one before; the column is where the card was', () => {
    const board = columns(['a', 'b', 'c'], ['d']);
    expect(neighbourOf(board, 'b')).toEqual({ kind: 'card', id: 'c', part: 'title' });
    expect(neighbourOf(board, 'c')).toEqual({ kind: 'card', id: 'b', part: 'title' });
    expect(neighbourOf(board, 'd')).toBeNull();
    expect(columnOf(board, 'd')).toEqual({ kind: 'column', status: 'in_progress' });
    expect(neighbourOf(board, 'zz')).toBeNull();
    expect(columnOf(board, 'zz')).toBeNull();
  });

  it('resolves to the first target still on the board', () => {
    const board = columns(['a'], ['b']);
    expect(resolveFocus(board, [{ kind: 'card', id: 'gone', part: 'title' }, null, { kind: 'card', id: 'b', part: 'grip' }])).toEqual({ kind: 'card', id: 'b', part: 'grip' });
    expect(resolveFocus(board, [{ kind: 'card', id: 'gone', part: 'title' }])).toBeNull();
  });

  it('a request after a change waits for the changed columns; others resolve at once', () => {
    const focus = new BoardFocus();
    focus.showColumns(columns(['a', 'b']));
    focus.request([{ kind: 'card', id: 'a', part: 'grip' }], { afterChange: true });
    expect(focus.current()).toBeNull();
    focus.showColumns(columns(['b'], ['a']));
    expect(focus.current()).toEqual({ kind: 'card', id: 'a', part: 'grip' });
    const target = focus.current()!;
    focus.done(target);
    expect(focus.current()).toBeNull();
    focus.request([{ kind: 'card', id: 'b', part: 'title' }]);
    expect(focus.current()).toEqual({ kind: 'card', id: 'b', part: 'title' });
  });
});

describe('j and k (docs/product/todos.md "Keyboard shortcuts", issue 18 item 11)', () => {
  const board = columns(['a', 'b'], [], ['c']);
  const card = (id: string) => ({ kind: 'card', id, part: 'title' });
  it('move through the cards shown, column after column, and stop at either end', () => {
    expect(cardAfter(board, 'a', 1)).toEqual(card('b'));
    expect(cardAfter(board, 'b', 1)).toEqual(card('c'));
    expect(cardAfter(board, 'c', 1)).toEqual(card('c'));
    expect(cardAfter(board, 'c', -1)).toEqual(card('b'));
    expect(cardAfter(board, 'a', -1)).toEqual(card('a'));
  });
  it('with no card focused, j goes to the first card and k to the last; an empty board has none', () => {
    expect(cardAfter(board, null, 1)).toEqual(card('a'));
    expect(cardAfter(board, null, -1)).toEqual(card('c'));
    expect(cardAfter(columns([]), null, 1)).toBeNull();
  });
});
