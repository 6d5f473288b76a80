import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeText, safeString } from './safe-text';

describe('safe text (issue 6 §3: NUL and control characters are refused, not stored)', () => {
  it('refuses NUL, the other C0 controls and DEL', () => {
    for (const code of [0, 1, 7, 8, 11, 12, 14, 27, 31, 127]) {
      expect(isSafeText(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(false);
    }
  });

  it('keeps tab, newlines, emoji and every other printable character', () => {
    expect(isSafeText('line one\n\tline two\r\nthree 🎉 — ünïcødé')).toBe(true);
  });

  it('refuses a lone surrogate but keeps a pair', () => {
    expect(isSafeText('a\uD800b')).toBe(false);
    expect(isSafeText('a\uDC00')).toBe(false);
    expect(isSafeText('\uD83D\uDE00')).toBe(true);
  });

  it('accepts any well-formed string without control characters (property)', () => {
    const printable = fc.string({ unit: 'grapheme' }).filter((s) => ![...s].some((char) => { const code = char.charCodeAt(0); return (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127; }));
    fc.assert(fc.property(printable, (text) => isSafeText(text)));
  });

  it('safeString answers with the field label', () => {
    const result = safeString('Title').safeParse('a\u0000b');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Title must not contain control characters');
  });
});
