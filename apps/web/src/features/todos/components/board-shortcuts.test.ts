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
    expect(shortcutFor(press('q'))).toBeNull();
  });

  it('j and k move between cards, x completes the card with focus, e edits it (issue 18 item 11)', () => {
    expect(shortcutFor(press('j'))).toBe('next-card');
    expect(shortcutFor(press('k'))).toBe('previous-card');
    expect(shortcutFor(press('x'))).toBe('complete-card');
    expect(shortcutFor(press('e'))).toBe('edit-card');
  });

  it("a card's checkbox keeps the shortcuts; a text field does not", () => {
    expect(shortcutFor(press('j', { target: { tagName: 'INPUT', type: 'checkbox', closest: () => null } }))).toBe('next-card');
    expect(shortcutFor(press('x', { target: { tagName: 'INPUT', type: 'search', closest: () => null } }))).toBeNull();
    expect(shortcutFor(press('x', { target: { tagName: 'INPUT' } }))).toBeNull();
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
