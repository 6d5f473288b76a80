import { describe, expect, it } from 'vitest';
import { isAddKey } from './list-input';

describe('ListInput: Enter adds the typed item', () => {
  it('adds on Enter, not on other keys, and not while an input method composes a word', () => {
    expect(isAddKey({ key: 'Enter', isComposing: false })).toBe(true);
    expect(isAddKey({ key: 'Enter', isComposing: false, keyCode: 13 })).toBe(true);
    expect(isAddKey({ key: 'Enter', isComposing: true })).toBe(false);
    expect(isAddKey({ key: 'Enter', isComposing: false, keyCode: 229 })).toBe(false);
    expect(isAddKey({ key: ',', isComposing: false })).toBe(false);
    expect(isAddKey({ key: 'a', isComposing: false })).toBe(false);
  });
});
