import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayReloadForUpdate, UPDATE_RELOAD_GUARD_MS } from './update-reload';

// docs/product/shell.md "Errors": one reload by itself per redeploy, never a loop.

describe('mayReloadForUpdate', () => {
  it('allows the first reload, and another only once the guard has passed', () => {
    expect(mayReloadForUpdate(null, 1_000)).toBe(true);
    expect(mayReloadForUpdate(1_000, 1_000 + UPDATE_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(mayReloadForUpdate(1_000, 1_000 + UPDATE_RELOAD_GUARD_MS)).toBe(true);
  });

  it('never allows two reloads by itself within the guard, whatever the failures’ times', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 * UPDATE_RELOAD_GUARD_MS }), { maxLength: 40 }), (failures) => {
        let last: number | null = null;
        const reloads: number[] = [];
        for (const now of [...failures].sort((a, b) => a - b)) {
          if (mayReloadForUpdate(last, now)) {
            reloads.push(now);
            last = now;
          }
        }
        for (let i = 1; i < reloads.length; i += 1) expect(reloads[i]! - reloads[i - 1]!).toBeGreaterThanOrEqual(UPDATE_RELOAD_GUARD_MS);
        if (failures.length > 0) expect(reloads.length).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
