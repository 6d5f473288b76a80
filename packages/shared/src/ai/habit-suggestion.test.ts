import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HABIT_CATEGORIES, HABIT_FREQUENCIES, HABIT_TIMES_OF_DAY } from '../habits/habit-constants';
import { formatHabitSuggestion, habitCategoryOf, habitFrequencyOf, habitTimeOfDayOf, parseHabitSuggestion, splitSuggestions } from './habit-suggestion';

describe('habit suggestion parsing (docs/product/ai.md "Habit suggestions")', () => {
  it('reads name, description and the three rules from a typical suggestion', () => {
    expect(parseHabitSuggestion('1. Morning Run - Go for a 20-minute run each week before breakfast.')).toEqual({
      title: 'Morning Run',
      description: 'Go for a 20-minute run each week before breakfast.',
      frequency: 'weekly',
      timeOfDay: 'morning',
      category: 'fitness',
      parsed: true,
    });
  });

  it('frequency: weekly, each week, per week → weekly; monthly words → monthly; else daily', () => {
    expect(habitFrequencyOf('Review finances per week')).toBe('weekly');
    expect(habitFrequencyOf('A WEEKLY review')).toBe('weekly');
    expect(habitFrequencyOf('Call a friend each month')).toBe('monthly');
    expect(habitFrequencyOf('Monthly budget check, per month')).toBe('monthly');
    expect(habitFrequencyOf('Drink water')).toBe('daily');
  });

  it('time of day: the spec\'s words in its order, else any time', () => {
    expect(habitTimeOfDayOf('Stretch after breakfast')).toBe('morning');
    expect(habitTimeOfDayOf('Walk at lunch')).toBe('afternoon');
    expect(habitTimeOfDayOf('Tidy up after dinner')).toBe('evening');
    expect(habitTimeOfDayOf('Read before bed')).toBe('night');
    expect(habitTimeOfDayOf('At night, journal')).toBe('night');
    expect(habitTimeOfDayOf('Drink water')).toBeNull();
  });

  it('category: fitness, then productivity, then learning, else wellness; words, not parts of words', () => {
    expect(habitCategoryOf('Go to the gym')).toBe('fitness');
    expect(habitCategoryOf('A workout at work')).toBe('fitness');
    expect(habitCategoryOf('Deep focus block')).toBe('productivity');
    expect(habitCategoryOf('Reading time')).toBe('learning');
    expect(habitCategoryOf('Sunday brunch')).toBe('wellness');
    expect(habitCategoryOf('I am already calm')).toBe('wellness');
  });

  it('a hyphen inside a word is not the separator; without a dash the whole text is the title', () => {
    expect(parseHabitSuggestion('Self-care Sunday - Rest and recharge').title).toBe('Self-care Sunday');
    const failed = parseHabitSuggestion('**Drink more water every day**');
    expect(failed).toMatchObject({ title: 'Drink more water every day', description: '', parsed: false });
  });

  it('splits numbered suggestions separated by blank lines, or numbered lines', () => {
    expect(splitSuggestions('1. A - a\n\n2. B - b\n\n\n3. C - c')).toEqual(['1. A - a', '2. B - b', '3. C - c']);
    expect(splitSuggestions('1. A - a\n2. B - b')).toEqual(['1. A - a', '2. B - b']);
  });

  const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9']{0,11}$/);
  const phrase = fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(' '));

  it('property: a formatted suggestion reads back its own name and description', () => {
    fc.assert(
      fc.property(phrase, phrase, (name, description) => {
        const parsed = parseHabitSuggestion(formatHabitSuggestion(name, description));
        expect(parsed).toMatchObject({ title: name, description, parsed: true });
      }),
    );
  });

  it('property: any text gives a valid habit with a non-empty title when the text has one', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const parsed = parseHabitSuggestion(text);
        expect(HABIT_FREQUENCIES).toContain(parsed.frequency);
        expect(HABIT_CATEGORIES).toContain(parsed.category);
        if (parsed.timeOfDay !== null) expect(HABIT_TIMES_OF_DAY).toContain(parsed.timeOfDay);
        if (text.replace(/[\s*_]/g, '') !== '' && parsed.parsed) expect(parsed.title).not.toBe('');
      }),
    );
  });

  it('property: a weekly word anywhere makes it weekly, whatever else the text says', () => {
    fc.assert(
      fc.property(phrase, fc.constantFrom('weekly', 'each week', 'per week'), phrase, (before, keyword, after) => {
        expect(parseHabitSuggestion(`${before} - ${after} ${keyword} monthly`).frequency).toBe('weekly');
      }),
    );
  });
});
