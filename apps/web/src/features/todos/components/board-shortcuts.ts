import { useEffect, useRef } from 'react';

// docs/product/todos.md "Keyboard shortcuts": n, / and ? on the board, never while typing.

export type BoardShortcut = 'new-task' | 'search' | 'help';

const KEYS: Record<string, BoardShortcut> = { n: 'new-task', N: 'new-task', '/': 'search', '?': 'help' };

/** What the keydown event needs to decide: the key, modifiers, and where it happened. */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  isComposing: boolean;
  /** The element the key was pressed in. */
  target: { tagName?: string; isContentEditable?: boolean; closest?: (selector: string) => unknown } | null;
}

/** Fields and controls a key press belongs to: typing there never triggers a shortcut. */
const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export function shortcutFor(event: ShortcutKey, { blocked = false } = {}): BoardShortcut | null {
  if (blocked || event.defaultPrevented || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target;
  if (target && (TYPING_TAGS.has(target.tagName ?? '') || target.isContentEditable)) return null;
  // Inside an open dialog or menu the page's shortcuts sleep.
  if (target?.closest?.('dialog, [role="menu"]')) return null;
  return KEYS[event.key] ?? null;
}

/**
 * Listens on the document while the board is shown. `isBlocked` says when the board is not the thing
 * in front (a dialog open, a card being dragged).
 */
export function useBoardShortcuts(onShortcut: (shortcut: BoardShortcut) => void, isBlocked: () => boolean): void {
  const handler = useRef({ onShortcut, isBlocked });
  useEffect(() => {
    handler.current = { onShortcut, isBlocked };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutFor({ ...pick(event), target: event.target instanceof HTMLElement ? event.target : null }, { blocked: handler.current.isBlocked() });
      if (!shortcut) return;
      event.preventDefault();
      handler.current.onShortcut(shortcut);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

function pick(event: KeyboardEvent): Omit<ShortcutKey, 'target'> {
  return { key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, defaultPrevented: event.defaultPrevented, isComposing: event.isComposing };
}
