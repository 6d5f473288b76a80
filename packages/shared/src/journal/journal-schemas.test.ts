import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../http/zod-fields';
import { isSafeText } from '../text/safe-text';
import { JOURNAL_MESSAGES, MOOD_LOG_MESSAGES } from './journal-messages';
import { createJournalEntryRequestSchema, createMoodLogRequestSchema, journalListQuerySchema, updateJournalEntryRequestSchema } from './journal-schemas';

function errorsOf(schema: { safeParse(input: unknown): { success: boolean; error?: unknown } }, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  return result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
}

describe('a new entry (docs/product/journal.md "Entry")', () => {
  it('takes mood 5 and empty lists when they are left out', () => {
    expect(createJournalEntryRequestSchema.parse({ content: 'A quiet day.' })).toEqual({ content: 'A quiet day.', mood: 5, tags: [], highlights: [], gratitude: [] });
  });

  it('keeps the text byte for byte: outer and inner spaces, tabs, CRLF and blank lines', () => {
    const content = '  Morning.\r\n\r\n\tIndented   line  \n\n\n  😀 naïve ﬁ  ';
    expect(createJournalEntryRequestSchema.parse({ content }).content).toBe(content);
  });

  it('keeps any text a person can type, as it is (property)', () => {
    const typed = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }).filter((text) => text.trim() !== '' && isSafeText(text));
    fc.assert(
      fc.property(typed, (content) => {
        expect(createJournalEntryRequestSchema.parse({ content }).content).toBe(content);
      }),
    );
  });

  it('refuses blank text, text too long, control characters, and a mood off the scale', () => {
    expect(errorsOf(createJournalEntryRequestSchema, { content: ' \n\t ' })).toEqual({ content: JOURNAL_MESSAGES.contentRequired });
    expect(errorsOf(createJournalEntryRequestSchema, {})).toEqual({ content: JOURNAL_MESSAGES.contentRequired });
    expect(errorsOf(createJournalEntryRequestSchema, { content: 'x'.repeat(20_001) })).toEqual({ content: JOURNAL_MESSAGES.contentTooLong });
    expect(createJournalEntryRequestSchema.safeParse({ content: 'x'.repeat(20_000) }).success).toBe(true);
    expect(errorsOf(createJournalEntryRequestSchema, { content: 'a\u0000b' })).toEqual({ content: 'Entry must not contain control characters' });
    for (const mood of [0, 11, 5.5, '5', null]) {
      expect(errorsOf(createJournalEntryRequestSchema, { content: 'x', mood })).toEqual({ mood: JOURNAL_MESSAGES.moodInvalid });
    }
  });

  it('trims tags and items, drops blanks and repeated tags (any case), and keeps repeated items', () => {
    const parsed = createJournalEntryRequestSchema.parse({ content: 'x', tags: [' Work ', 'work', '', 'family'], highlights: [' Lunch ', '  ', 'Lunch'], gratitude: ['Sun'] });
    expect(parsed).toMatchObject({ tags: ['Work', 'family'], highlights: ['Lunch', 'Lunch'], gratitude: ['Sun'] });
  });

  it('names the limits of tags and items with their unit', () => {
    expect(errorsOf(createJournalEntryRequestSchema, { content: 'x', tags: ['x'.repeat(41)] })).toEqual({ 'tags.0': JOURNAL_MESSAGES.tagTooLong });
    expect(errorsOf(createJournalEntryRequestSchema, { content: 'x', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })).toEqual({ tags: JOURNAL_MESSAGES.tooManyTags });
    // repeats do not count toward the limit
    expect(createJournalEntryRequestSchema.safeParse({ content: 'x', tags: Array.from({ length: 30 }, (_, i) => (i % 2 ? 'A' : 'a')) }).success).toBe(true);
    expect(errorsOf(createJournalEntryRequestSchema, { content: 'x', highlights: ['x'.repeat(301)] })).toEqual({ 'highlights.0': JOURNAL_MESSAGES.highlightTooLong });
    expect(errorsOf(createJournalEntryRequestSchema, { content: 'x', gratitude: Array.from({ length: 21 }, () => 'x') })).toEqual({ gratitude: JOURNAL_MESSAGES.tooManyGratitude });
    expect(errorsOf(createJournalEntryRequestSchema, { content: 'x', tags: 'work' })).toEqual({ tags: 'Tags must be a list of text' });
    expect(errorsOf(createJournalEntryRequestSchema, { content: 'x', tags: [3] })).toEqual({ 'tags.0': 'Tags must be text' });
  });

  it('refuses unknown fields', () => {
    expect(errorsOf(createJournalEntryRequestSchema, { content: 'x', userId: 'u' })).toEqual({ _: 'Unknown field: userId' });
  });
});

describe('an edit', () => {
  it('needs the whole form and the version it was opened with', () => {
    const errors = errorsOf(updateJournalEntryRequestSchema, { content: 'x' });
    expect(Object.keys(errors).sort()).toEqual(['expectedUpdatedAt', 'gratitude', 'highlights', 'mood', 'tags']);
    expect(errorsOf(updateJournalEntryRequestSchema, { content: 'x', mood: 5, tags: [], highlights: [], gratitude: [], expectedUpdatedAt: 'now' })).toEqual({
      expectedUpdatedAt: JOURNAL_MESSAGES.invalidExpectedUpdatedAt,
    });
  });
});

describe('the list query', () => {
  it('reads search, tag and cursor; blank ones are left out', () => {
    const cursor = '2026-03-10T09:30:00.000Z_0b7d6c1e-3c1a-4f7e-9d55-2f0c8a3e6b11';
    expect(journalListQuerySchema.parse({ q: '  walk ', tag: ' Work', cursor, other: 'x' })).toEqual({
      q: 'walk',
      tag: 'Work',
      cursor: { createdAt: '2026-03-10T09:30:00.000Z', id: '0b7d6c1e-3c1a-4f7e-9d55-2f0c8a3e6b11' },
    });
    expect(journalListQuerySchema.parse({ q: ' ', tag: '', cursor: '' })).toEqual({});
    expect(errorsOf(journalListQuerySchema, { cursor: 'page-2' })).toEqual({ cursor: JOURNAL_MESSAGES.invalidCursor });
    expect(errorsOf(journalListQuerySchema, { q: 'x'.repeat(201) })).toEqual({ q: JOURNAL_MESSAGES.searchTooLong });
  });
});

describe('a mood check-in (docs/product/moods.md "Mood log")', () => {
  it('needs a value; notes, factors and the time are optional', () => {
    expect(createMoodLogRequestSchema.parse({ value: 7 })).toEqual({ value: 7, notes: null, factors: [] });
    expect(createMoodLogRequestSchema.parse({ value: 3, notes: '  tired ', factors: ['Sleep', ' sleep', ''], loggedAt: '2026-03-10T08:00:00+01:00' })).toEqual({
      value: 3,
      notes: 'tired',
      factors: ['Sleep'],
      loggedAt: '2026-03-10T08:00:00+01:00',
    });
  });

  it('refuses a value off the scale, long notes, too many factors and a time that is not one', () => {
    expect(errorsOf(createMoodLogRequestSchema, {})).toEqual({ value: MOOD_LOG_MESSAGES.valueInvalid });
    expect(errorsOf(createMoodLogRequestSchema, { value: 11 })).toEqual({ value: MOOD_LOG_MESSAGES.valueInvalid });
    expect(errorsOf(createMoodLogRequestSchema, { value: 5, notes: 'x'.repeat(1001) })).toEqual({ notes: MOOD_LOG_MESSAGES.notesTooLong });
    expect(errorsOf(createMoodLogRequestSchema, { value: 5, factors: Array.from({ length: 11 }, (_, i) => `f${i}`) })).toEqual({ factors: MOOD_LOG_MESSAGES.tooManyFactors });
    expect(errorsOf(createMoodLogRequestSchema, { value: 5, loggedAt: 'yesterday' })).toEqual({ loggedAt: MOOD_LOG_MESSAGES.loggedAtInvalid });
  });
});
