import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStrongEnough, normalizePassword, passwordLength, scorePassword, strengthLabel, strengthPercent } from './password-strength';

describe('password strength (docs/product/accounts.md "Password rules")', () => {
  it.each([
    ['', 0, 'Very Weak'],
    ['abc', 1, 'Very Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['Abcdefgh', 3, 'Medium'],
    ['Abcdefg1', 4, 'Strong'],
    ['Abcdef1!', 5, 'Very Strong'],
    ['A1!', 3, 'Medium'],
  ])('scores %j as %i (%s)', (password, score, label) => {
    expect(scorePassword(password)).toBe(score);
    expect(strengthLabel(score)).toBe(label);
  });

  it('gives one point per rule, so the score is always between 0 and 5', () => {
    fc.assert(
      fc.property(fc.string(), (password) => {
        const score = scorePassword(password);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(5);
      }),
    );
  });

  it('never lowers the score when a character is appended', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1, maxLength: 1 }), (password, extra) => {
        expect(scorePassword(password + extra)).toBeGreaterThanOrEqual(scorePassword(password));
      }),
    );
  });

  it('bar width is score / 5', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), (score) => {
        expect(strengthPercent(score)).toBeCloseTo((score / 5) * 100);
      }),
    );
  });

  it('requires a score of at least 3 to be strong enough', () => {
    fc.assert(
      fc.property(fc.string(), (password) => {
        expect(isStrongEnough(password)).toBe(scorePassword(password) >= 3);
      }),
    );
  });
});

describe('one way to read a password (issue 6: NFKC, counted in code points)', () => {
  it('treats the decomposed spelling of a password as the composed one', () => {
    const composed = 'Caf\u00e9-Pass1';
    const decomposed = 'Cafe\u0301-Pass1';
    expect(normalizePassword(decomposed)).toBe(normalizePassword(composed));
    expect(passwordLength(decomposed)).toBe(passwordLength(composed));
  });

  it('counts an emoji as one character', () => {
    expect(passwordLength('😀😀😀😀😀😀😀')).toBe(7);
    expect(scorePassword('😀😀😀😀😀😀😀a')).toBe(3); // 8 characters, lowercase, special
  });
});
