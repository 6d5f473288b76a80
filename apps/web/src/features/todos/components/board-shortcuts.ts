import { useEffect, useRef } from 'react';

// docs/product/todos.md "Keyboard shortcuts": n, /, ?, and j, k, x, e on the cards (issue 18 item 11),
// never while typing.

export type BoardShortcut = 'new-task' | 'search' | 'help' | 'next-card' | 'previous-card' | 'complete-card' | 'edit-card';

const KEYS: Record<string, BoardShortcut> = {
  n: 'new-task',
  N: 'new-task',
  '/': 'search',
  '?': 'help',
  j: 'next-card',
  k: 'previous-card',
  x: 'complete-card',
  e: 'edit-card',
};

/** What the keydown event needs to decide: the key, modifiers, and where it happened. */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  isComposing: boolean;
  /** The element the key was pressed in. */
  target: { tagName?: string; type?: string; isContentEditable?: boolean; closest?: (selector: string) => unknown } | null;
}

/** Fields and controls a key press belongs to: typing there never triggers a shortcut. */
const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
/** Inputs nobody types in: a card's complete checkbox keeps the shortcuts, so j, k and x work from it. */
const UNTYPED_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset']);

function isTyping(target: ShortcutKey['target']): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  if (target.tagName === 'INPUT') return !UNTYPED_INPUTS.has(target.type ?? 'text');
  return TYPING_TAGS.has(target.tagName ?? '');
}

export function shortcutFor(event: ShortcutKey, { blocked = false } = {}): BoardShortcut | null {
  if (blocked || event.defaultPrevented || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target;
  if (isTyping(target)) return null;
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
      const target = event.target instanceof HTMLElement ? event.target : null;
      const shortcut = shortcutFor({ ...pick(event), target: target && { tagName: target.tagName, type: target instanceof HTMLInputElement ? target.type : undefined, isContentEditable: target.isContentEditable, closest: (selector: string) => target.closest(selector) } }, { blocked: handler.current.isBlocked() });
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
