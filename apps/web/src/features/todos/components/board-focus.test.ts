import type { Todo } from '@cadence/shared';
import { describe, expect, it } from 'vitest';
import { BoardFocus, columnOf, neighbourOf, resolveFocus, type VisibleColumns } from './board-focus';

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
