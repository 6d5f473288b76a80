import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MoodPattern } from './review';
import { NEEDS_DATA_NAMED_HABITS, needsDataSentence } from './review-needs-data';

const waiting = (title: string | null, daysWith = 2, daysWithout = 3): MoodPattern => ({
  kind: 'not-enough-data',
  subject: title === null ? { type: 'productive-hour' } : { type: 'habit', habitId: title, title },
  daysWith,
  daysWithout,
});
const stated = (title: string): MoodPattern => ({ kind: 'stated', subject: { type: 'habit', habitId: title, title }, moodWith: 7, moodWithout: 6, daysWith: 5, daysWithout: 5 });

describe('the patterns that need more days are said once (docs/product/dashboard.md "Patterns", issue 18 §9)', () => {
  it('says nothing when every pattern is stated', () => {
    expect(needsDataSentence([stated('Meditate')])).toBeNull();
    expect(needsDataSentence([])).toBeNull();
  });

  it('keeps the one pattern’s own sentence, with its counts', () => {
    expect(needsDataSentence([stated('Run'), waiting('Meditate', 4, 6)])).toBe(
      'Not enough data yet for days you did “Meditate”: a pattern needs at least 5 days with a mood on each side (so far 4 days with, 6 days without).',
    );
  });

  it('names several in one sentence, the productive days last', () => {
    expect(needsDataSentence([waiting('Meditate'), waiting('Read'), waiting('Stretch'), waiting(null)])).toBe(
      'Not enough data yet for days you did “Meditate”, “Read” or “Stretch”, or days with an hour or more of productive time: a pattern needs at least 5 days with a mood on each side.',
    );
    expect(needsDataSentence([waiting('Meditate'), waiting(null)])).toBe(
      'Not enough data yet for days you did “Meditate”, or days with an hour or more of productive time: a pattern needs at least 5 days with a mood on each side.',
    );
  });

  it('counts the habits past the third', () => {
    expect(needsDataSentence(['A', 'B', 'C', 'D', 'E'].map((title) => waiting(title)))).toBe(
      'Not enough data yet for days you did “A”, “B”, “C” or 2 other habits: a pattern needs at least 5 days with a mood on each side.',
    );
  });

  it('is one sentence that names every waiting habit up to the third, and never a stated one', () => {
    const titles = fc.string({ minLength: 1, maxLength: 12 }).filter((title) => !title.includes('“') && !title.includes('”'));
    fc.assert(
      fc.property(fc.array(fc.record({ title: fc.option(titles, { nil: null }), isStated: fc.boolean() }), { maxLength: 12 }), (list) => {
        const patterns = list.map(({ title, isStated }) => (isStated && title !== null ? stated(`stated:${title}`) : waiting(title)));
        const waitingOnes = patterns.filter((pattern) => pattern.kind === 'not-enough-data');
        const sentence = needsDataSentence(patterns);
        if (waitingOnes.length === 0) {
          expect(sentence).toBeNull();
          return;
        }
        expect(sentence).toMatch(/^Not enough data yet for .+ on each side( \(so far \d+ days? with, \d+ days? without\))?\.$/s);
        expect(sentence).not.toContain('stated:');
        const habitTitles = waitingOnes.flatMap((pattern) => (pattern.subject.type === 'habit' ? [pattern.subject.title] : []));
        for (const title of habitTitles.slice(0, NEEDS_DATA_NAMED_HABITS)) expect(sentence).toContain(`“${title}”`);
        expect(sentence!.includes('productive time')).toBe(waitingOnes.some((pattern) => pattern.subject.type === 'productive-hour'));
      }),
    );
  });
});
