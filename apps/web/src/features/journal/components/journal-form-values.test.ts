import { createJournalEntryRequestSchema, type JournalEntry } from '@cadence/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToList, emptyJournalForm, hasBlankContent, isJournalFormDirty, journalFormFrom, journalFormInput, readList } from './journal-form-values';

describe('the entry form (docs/product/journal.md "Entry form")', () => {
  it('starts at mood 5 with empty lists', () => {
    expect(createJournalEntryRequestSchema.parse(journalFormInput({ ...emptyJournalForm, content: 'Hi' }))).toEqual({ content: 'Hi', mood: 5, tags: [], highlights: [], gratitude: [] });
  });

  it('Enter adds a tag once: blank text and a repeat in any case add nothing, and the input is cleared', () => {
    let values = { ...emptyJournalForm, tagDraft: ' Work ' };
    let result = addToList(values, 'tags');
    expect(result.added).toBe(true);
    expect(readList(result.values.tags)).toEqual(['Work']);
    expect(result.values.tagDraft).toBe('');
    values = { ...result.values, tagDraft: 'work' };
    result = addToList(values, 'tags');
    expect(result.added).toBe(false);
    expect(readList(result.values.tags)).toEqual(['Work']);
    result = addToList({ ...result.values, tagDraft: '   ' }, 'tags');
    expect(result.added).toBe(false);
  });

  it('Enter adds a highlight or gratitude item, trimmed; blank text adds nothing', () => {
    const result = addToList({ ...emptyJournalForm, highlightDraft: ' Lunch with Sam ' }, 'highlights');
    expect(readList(result.values.highlights)).toEqual(['Lunch with Sam']);
    expect(addToList({ ...emptyJournalForm, gratitudeDraft: ' ' }, 'gratitude').added).toBe(false);
  });

  it('Save adds what is still typed in a list input, so nothing typed is lost', () => {
    const input = journalFormInput({ ...emptyJournalForm, content: 'x', tags: '["a"]', tagDraft: 'b', highlightDraft: 'h', gratitudeDraft: ' ' }) as { tags: string[]; highlights: string[]; gratitude: string[] };
    expect(input).toMatchObject({ tags: ['a', 'b'], highlights: ['h'], gratitude: [] });
  });

  it('keeps the text exactly as typed (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (content) => {
        expect((journalFormInput({ ...emptyJournalForm, content }) as { content: string }).content).toBe(content);
        expect(hasBlankContent({ ...emptyJournalForm, content })).toBe(content.trim() === '');
      }),
    );
  });

  it('opens an entry with its values and reads them back unchanged (property)', () => {
    const list = fc.array(fc.string({ minLength: 1, maxLength: 10 }).filter((text) => text.trim() === text && text !== ''), { maxLength: 4 });
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.integer({ min: 1, max: 10 }), list, list, (content, mood, highlights, gratitude) => {
        const entry = { id: 'e', date: '2026-03-10', content, mood, tags: ['x', 'y'], highlights, gratitude, createdAt: '', updatedAt: '' } satisfies JournalEntry;
        const form = journalFormFrom(entry);
        expect(journalFormInput(form)).toEqual({ content, mood, tags: ['x', 'y'], highlights, gratitude });
        expect(isJournalFormDirty(form, form)).toBe(false);
        expect(isJournalFormDirty({ ...form, tagDraft: 'z' }, form)).toBe(true);
      }),
    );
  });
});
