import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { menuIndexAfterKey, menuPosition } from './menu-navigation';

describe('action menu keys (WAI-ARIA menu pattern)', () => {
  it('arrows wrap, Home and End jump, other keys are not moves', () => {
    expect(menuIndexAfterKey('ArrowDown', -1, 3)).toBe(0);
    expect(menuIndexAfterKey('ArrowDown', 2, 3)).toBe(0);
    expect(menuIndexAfterKey('ArrowUp', 0, 3)).toBe(2);
    expect(menuIndexAfterKey('ArrowUp', -1, 3)).toBe(2);
    expect(menuIndexAfterKey('Home', 2, 3)).toBe(0);
    expect(menuIndexAfterKey('End', 0, 3)).toBe(2);
    expect(menuIndexAfterKey('Enter', 0, 3)).toBeNull();
    expect(menuIndexAfterKey('ArrowDown', -1, 0)).toBeNull();
  });

  it('for any menu, any move lands on an item', () => {
    fc.assert(
      fc.property(fc.constantFrom('ArrowDown', 'ArrowUp', 'Home', 'End'), fc.integer({ min: 1, max: 20 }), fc.integer({ min: -1, max: 19 }), (key, count, current) => {
        const next = menuIndexAfterKey(key, Math.min(current, count - 1), count);
        expect(next).not.toBeNull();
        expect(next!).toBeGreaterThanOrEqual(0);
        expect(next!).toBeLessThan(count);
      }),
    );
  });
});

describe('action menu position', () => {
  const viewport = { width: 390, height: 844 };
  it('opens below the trigger, right-aligned, and above it near the bottom', () => {
    expect(menuPosition({ top: 100, bottom: 128, right: 300 }, { width: 160, height: 120 }, viewport)).toEqual({ top: 132, left: 140 });
    expect(menuPosition({ top: 780, bottom: 808, right: 300 }, { width: 160, height: 120 }, viewport)).toEqual({ top: 656, left: 140 });
  });

  it('for any trigger on screen, the menu stays inside the viewport', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 800 }), fc.integer({ min: 40, max: 390 }), fc.integer({ min: 80, max: 240 }), fc.integer({ min: 40, max: 300 }), (top, right, width, height) => {
        const at = menuPosition({ top, bottom: top + 28, right }, { width, height }, viewport);
        expect(at.left).toBeGreaterThanOrEqual(8);
        expect(at.left + width).toBeLessThanOrEqual(viewport.width - 8);
        expect(at.top).toBeGreaterThanOrEqual(8);
        expect(at.top + height).toBeLessThanOrEqual(viewport.height - 8);
      }),
    );
  });
});
