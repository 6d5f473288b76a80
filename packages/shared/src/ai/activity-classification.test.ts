import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES } from '../activity/activity-constants';
import { activityClassificationText, classifyActivity, classifyText } from './activity-classification';

describe('activity classification by keywords (docs/product/ai.md "Activity classification")', () => {
  it('finds the type from the title and description', () => {
    expect(classifyActivity('Morning run', 'Easy 5k in the park').category).toBe('exercise');
    expect(classifyActivity('Client meeting', 'Quarterly report review').category).toBe('work');
    expect(classifyActivity('Study Spanish', null).category).toBe('learning');
    expect(classifyActivity('Coffee with Sam', '').category).toBe('social');
    expect(classifyActivity('Watch a movie').category).toBe('leisure');
    expect(classifyActivity('Xyzzy')).toEqual({ category: 'other', confidence: 0.2 });
  });

  it('a tie goes to the category mentioned first; a phrase counts more than its words (issue 18)', () => {
    expect(classifyActivity('Drinks with the team after work').category).toBe('social');
    expect(classifyActivity('Long bath and a book for fun').category).toBe('leisure');
    expect(classifyActivity('Board game night').category).toBe('social');
    expect(classifyActivity('Walk the dog').category).toBe('other');
    expect(classifyActivity('Dentist appointment').category).toBe('other');
  });

  it("builds the spec's text: the title, and the description when there is one", () => {
    expect(activityClassificationText(' Run ', '')).toBe('Activity title: Run');
    expect(activityClassificationText('Run', 'in the park')).toBe('Activity title: Run, Description: in the park');
  });

  it('matches a category it has no rules for by its own name', () => {
    expect(classifyText('Pay the bills and taxes', ['fun', 'taxes'])).toEqual({ category: 'taxes', confidence: 0.95 });
  });

  it('property: always one of the offered categories, confidence within 0–1', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.uniqueArray(fc.constantFrom(...ACTIVITY_TYPES), { minLength: 1 }), (text, categories) => {
        const result = classifyText(text, categories);
        expect(categories).toContain(result.category);
        expect(result.confidence).toBeGreaterThanOrEqual(0);
        expect(result.confidence).toBeLessThanOrEqual(1);
      }),
    );
  });
});
