import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeSentiment } from './sentiment';

describe('sentiment with a lexicon (docs/product/ai.md "Sentiment")', () => {
  it('reads a happy entry as positive and a hard one as negative', () => {
    expect(analyzeSentiment('Had a great day, I feel proud and grateful.')).toMatchObject({ label: 'positive' });
    expect(analyzeSentiment('Exhausted and stressed, everything went wrong. Awful.')).toMatchObject({ label: 'negative' });
    expect(analyzeSentiment('Went to the shop.')).toEqual({ score: 5, confidence: 0.1, label: 'neutral' });
  });

  it('a negator flips the words after it; an intensifier strengthens them', () => {
    expect(analyzeSentiment('I am not happy').score).toBeLessThan(5);
    expect(analyzeSentiment('very happy').score).toBeGreaterThan(analyzeSentiment('happy').score);
  });

  it('reads typographic apostrophes as straight ones: “won’t” negates, it is not the word "won"', () => {
    expect(analyzeSentiment('I’m worried the project won’t be ready in time.').label).toBe('negative');
    expect(analyzeSentiment('I didn’t enjoy it.').score).toBeLessThan(5);
  });

  it('after "but" a sentence weighs more than before it', () => {
    expect(analyzeSentiment('The run was hard at first but I felt great afterwards.').label).toBe('positive');
    expect(analyzeSentiment('The morning was nice but the evening was awful.').label).toBe('negative');
  });

  it('strong feelings both ways read mixed, never neutral (issue 18)', () => {
    expect(analyzeSentiment('Happy about the new flat, sad to leave my old neighbours.').label).toBe('mixed');
    expect(analyzeSentiment('Loved the concert; hated the two-hour drive home in the rain.').label).toBe('mixed');
    // Weak feelings both ways are not "mixed": 'not bad, not great' is an ordinary day.
    expect(analyzeSentiment('Not bad, not great. Just a normal day.').label).toBe('neutral');
  });

  it('a diminisher weakens, phrases count as one ("fell apart")', () => {
    expect(analyzeSentiment('a little lonely').score).toBeGreaterThan(analyzeSentiment('lonely').score);
    expect(analyzeSentiment('Everything fell apart.').label).toBe('negative');
  });

  it('property: score within 0–10, confidence within 0–1, for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const { score, confidence } = analyzeSentiment(text);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(10);
        expect(confidence).toBeGreaterThanOrEqual(0);
        expect(confidence).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('property: a positive sentence added at the end never lowers the score, a negative one never raises it', () => {
    const words = fc.array(fc.constantFrom('happy', 'sad', 'not', 'very', 'day', 'work', 'great', 'awful', 'calm', 'tired'), { maxLength: 20 });
    fc.assert(
      fc.property(words, (list) => {
        const text = list.join(' ');
        const base = analyzeSentiment(text).score;
        expect(analyzeSentiment(`${text}. Wonderful.`).score).toBeGreaterThanOrEqual(base);
        expect(analyzeSentiment(`${text}. Terrible.`).score).toBeLessThanOrEqual(base);
      }),
    );
  });
});
