import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { menuIndexAfterKey, menuPosition, triggerStillVisible } from './menu-navigation';

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

describe('an open menu after a scroll or a resize', () => {
  const viewport = { width: 390, height: 844 };
  const at = (top: number, left = 300) => ({ top, bottom: top + 32, left, right: left + 32, width: 32, height: 32 });

  it('stays open while its button is on screen, closes once the button is off screen or gone', () => {
    expect(triggerStillVisible(at(400), viewport)).toBe(true);
    expect(triggerStillVisible(at(-20), viewport)).toBe(true); // half visible
    expect(triggerStillVisible(at(-40), viewport)).toBe(false);
    expect(triggerStillVisible(at(844), viewport)).toBe(false);
    expect(triggerStillVisible(at(400, 400), viewport)).toBe(false);
    expect(triggerStillVisible({ top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0 }, viewport)).toBe(false);
  });

  it('for any button position, open exactly when some of it is inside the viewport', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: -2000, max: 2000 }), (top, left) => {
        const rect = at(top, left);
        const overlaps = rect.bottom > 0 && rect.top < viewport.height && rect.right > 0 && rect.left < viewport.width;
        expect(triggerStillVisible(rect, viewport)).toBe(overlaps);
      }),
    );
  });
});
