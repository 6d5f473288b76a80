import { TODO_STATUSES, type Todo, type TodoStatus } from '@cadence/shared';

// docs/product/todos.md "Focus after actions": after a keyboard drop, a toggle or a delete, focus lands
// on the moved card or on its neighbour, never on <body>. A card can be out of the DOM (the columns
// are virtualised) or move to another column, so a focus request names what to focus, in order of
// preference, and is resolved against the columns as they are once the change is on screen.

/** The part of a card that takes focus: its title (opens the details), its drag grip or its checkbox. */
export type CardPart = 'title' | 'grip' | 'check';

export type FocusTarget = { kind: 'card'; id: string; part: CardPart } | { kind: 'column'; status: TodoStatus };

export type VisibleColumns = Record<TodoStatus, readonly Todo[]>;

/** The card that takes the place of `id` in its column: the next one, else the one before, else none. */
export function neighbourOf(columns: VisibleColumns, id: string): FocusTarget | null {
  for (const status of TODO_STATUSES) {
    const list = columns[status];
    const index = list.findIndex((todo) => todo.id === id);
    if (index === -1) continue;
    const neighbour = list[index + 1] ?? list[index - 1];
    return neighbour ? { kind: 'card', id: neighbour.id, part: 'title' } : null;
  }
  return null;
}

/** The column that shows `id`, itself a place for focus when it empties. */
export function columnOf(columns: VisibleColumns, id: string): FocusTarget | null {
  const status = TODO_STATUSES.find((candidate) => columns[candidate].some((todo) => todo.id === id));
  return status ? { kind: 'column', status } : null;
}

/**
 * docs/product/todos.md "Keyboard shortcuts" (issue 18 item 11): the card `step` places after `id` (j is
 * +1, k is −1), through the cards shown, column after column, stopping at either end. With no card
 * focused, j goes to the first card and k to the last.
 */
export function cardAfter(columns: VisibleColumns, id: string | null, step: 1 | -1): FocusTarget | null {
  const cards = TODO_STATUSES.flatMap((status) => columns[status]);
  if (cards.length === 0) return null;
  const index = id === null ? -1 : cards.findIndex((todo) => todo.id === id);
  const next = index === -1 ? (step === 1 ? cards[0] : cards[cards.length - 1]) : cards[Math.min(cards.length - 1, Math.max(0, index + step))];
  return next ? { kind: 'card', id: next.id, part: 'title' } : null;
}

/** The first target that is on the board: a card listed in a column, or any column. */
export function resolveFocus(columns: VisibleColumns, preferences: readonly (FocusTarget | null)[]): FocusTarget | null {
  for (const target of preferences) {
    if (!target) continue;
    if (target.kind === 'column') return target;
    if (TODO_STATUSES.some((status) => columns[status].some((todo) => todo.id === target.id))) return target;
  }
  return null;
}

/**
 * The board's one focus request at a time. The columns publish what they show (`showColumns`); a
 * request made `afterChange` waits for the next columns (the optimistic move or removal), any other
 * resolves against the current ones. Each column subscribes and focuses the target when it is its own.
 */
export class BoardFocus {
  private columns: VisibleColumns = { not_started: [], in_progress: [], completed: [] };
  private pending: readonly (FocusTarget | null)[] | null = null;
  private target: FocusTarget | null = null;
  private readonly listeners = new Set<() => void>();

  request(preferences: readonly (FocusTarget | null)[], { afterChange = false } = {}): void {
    if (afterChange) this.pending = preferences;
    else this.publish(resolveFocus(this.columns, preferences));
  }

  /** What the board shows now; resolves a request that was waiting for it. */
  showColumns(columns: VisibleColumns): void {
    this.columns = columns;
    // A target the board no longer shows (filtered out, deleted elsewhere) is dropped, not kept for later.
    if (!this.pending && this.target && !resolveFocus(columns, [this.target])) this.publish(null);
    if (!this.pending) return;
    const preferences = this.pending;
    this.pending = null;
    this.publish(resolveFocus(columns, preferences));
  }

  /** The columns as last shown, for working out a neighbour before a change. */
  visible(): VisibleColumns {
    return this.columns;
  }

  current = (): FocusTarget | null => this.target;

  /** Called by whoever moved focus to the target. */
  done(target: FocusTarget): void {
    if (this.target === target) this.publish(null);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private publish(target: FocusTarget | null): void {
    this.target = target;
    for (const listener of this.listeners) listener();
  }
}

/** The selector each card list uses: the target when it is one of its cards. */
export function cardTargetIn(target: FocusTarget | null, ids: readonly string[]): Extract<FocusTarget, { kind: 'card' }> | null {
  return target?.kind === 'card' && ids.includes(target.id) ? target : null;
}
