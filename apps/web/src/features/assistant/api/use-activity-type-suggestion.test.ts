import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { descriptionDrifted } from './use-activity-type-suggestion';

describe('descriptionDrifted (docs/product/ai.md "Activity type")', () => {
  it('keeps the suggestion up to 10 characters either way and clears it beyond', () => {
    expect(descriptionDrifted(20, 30)).toBe(false);
    expect(descriptionDrifted(20, 10)).toBe(false);
    expect(descriptionDrifted(20, 31)).toBe(true);
    expect(descriptionDrifted(20, 9)).toBe(true);
  });

  it('is the same whichever way the length moves', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), (a, b) => {
        expect(descriptionDrifted(a, b)).toBe(descriptionDrifted(b, a));
      }),
    );
  });
});
