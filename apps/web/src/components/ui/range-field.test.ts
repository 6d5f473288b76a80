import { describe, expect, it } from 'vitest';
import { readRangeValue } from './range-field';

describe('RangeField: the value a slider stands for', () => {
  const scale = { min: 1, max: 10, fallback: 5 };
  it('reads whole numbers within the scale', () => {
    expect(readRangeValue('7', scale)).toBe(7);
    expect(readRangeValue('7.6', scale)).toBe(8);
    expect(readRangeValue('0', scale)).toBe(1);
    expect(readRangeValue('42', scale)).toBe(10);
  });
  it('falls back when the text is not a number', () => {
    expect(readRangeValue('', scale)).toBe(5);
    expect(readRangeValue('abc', scale)).toBe(5);
  });
});
