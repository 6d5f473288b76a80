import { describe, expect, it } from 'vitest';
import { shortcutFor, type ShortcutKey } from './board-shortcuts';

const press = (key: string, changes: Partial<ShortcutKey> = {}): ShortcutKey => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  isComposing: false,
  target: { tagName: 'BODY', isContentEditable: false, closest: () => null },
  ...changes,
});

describe('board shortcuts (docs/product/todos.md "Keyboard shortcuts")', () => {
  it('n opens a new task, / searches, ? lists the shortcuts', () => {
    expect(shortcutFor(press('n'))).toBe('new-task');
    expect(shortcutFor(press('/'))).toBe('search');
    expect(shortcutFor(press('?'))).toBe('help');
    expect(shortcutFor(press('x'))).toBeNull();
  });

  it('none fires while typing in a field, with a modifier, in a dialog or while blocked', () => {
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT']) expect(shortcutFor(press('n', { target: { tagName } }))).toBeNull();
    expect(shortcutFor(press('n', { target: { tagName: 'DIV', isContentEditable: true } }))).toBeNull();
    expect(shortcutFor(press('n', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press('n', { metaKey: true }))).toBeNull();
    expect(shortcutFor(press('/', { altKey: true }))).toBeNull();
    expect(shortcutFor(press('n', { isComposing: true }))).toBeNull();
    expect(shortcutFor(press('n', { defaultPrevented: true }))).toBeNull();
    expect(shortcutFor(press('n', { target: { tagName: 'BUTTON', closest: () => ({}) } }))).toBeNull();
    expect(shortcutFor(press('n'), { blocked: true })).toBeNull();
  });
});
