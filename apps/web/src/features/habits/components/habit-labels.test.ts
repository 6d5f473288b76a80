import { describe, expect, it } from 'vitest';
import { periodCount, streakText } from './habit-labels';

describe('the numbers on a card', () => {
  it("say '{n} day streak' for a daily habit, weeks and months for the others", () => {
    expect(streakText(0, 'daily')).toBe('0 day streak');
    expect(streakText(5, 'daily')).toBe('5 day streak');
    expect(streakText(3, 'weekly')).toBe('3 week streak');
    expect(streakText(1, 'monthly')).toBe('1 month streak');
  });

  it('count periods in words', () => {
    expect(periodCount(1, 'daily')).toBe('1 day');
    expect(periodCount(12, 'weekly')).toBe('12 weeks');
    expect(periodCount(0, 'monthly')).toBe('0 months');
  });
});
