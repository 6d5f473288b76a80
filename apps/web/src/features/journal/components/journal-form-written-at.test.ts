import { JOURNAL_MESSAGES, createJournalEntryRequestSchema, type JournalEntry } from '@cadence/shared';
import { describe, expect, it } from 'vitest';
import { checkJournalForm, isJournalFormDirty, journalFormFrom, journalFormInput, newJournalForm } from './journal-form-values';

// docs/product/journal.md "Back-dating": the entry form's 'Date' and 'Time'.

const PARIS = 'Europe/Paris';
// Tuesday 10 March 2026, 09:05 in Paris.
const now = new Date('2026-03-10T08:05:30.000Z');

describe("the entry form's date and time", () => {
  it('a new entry starts now, in the person zone; left as they are, nothing is sent and the entry is written when saved', () => {
    const initial = newJournalForm(now, PARIS);
    expect(initial).toMatchObject({ date: '2026-03-10', time: '09:05' });
    const values = { ...initial, content: 'Hello' };
    expect(createJournalEntryRequestSchema.parse(journalFormInput(values, { initial, timeZone: PARIS }))).not.toHaveProperty('createdAt');
    expect(checkJournalForm(values, { initial, timeZone: PARIS, now })).toEqual({});
    expect(isJournalFormDirty(initial, initial)).toBe(false);
  });

  it('yesterday evening is sent as that instant, and counts as a change', () => {
    const initial = newJournalForm(now, PARIS);
    const values = { ...initial, content: 'About yesterday', date: '2026-03-09', time: '21:30' };
    expect(checkJournalForm(values, { initial, timeZone: PARIS, now })).toEqual({});
    expect(createJournalEntryRequestSchema.parse(journalFormInput(values, { initial, timeZone: PARIS })).createdAt).toBe('2026-03-09T20:30:00.000Z');
    expect(isJournalFormDirty({ ...initial, date: '2026-03-09' }, initial)).toBe(true);
  });

  it("an edit opens at the entry's own date and time; unchanged, the entry keeps its time to the millisecond", () => {
    const entry = { id: 'e', date: '2026-03-09', content: 'x', mood: 5, tags: [], highlights: [], gratitude: [], createdAt: '2026-03-09T22:59:59.999Z', updatedAt: '2026-03-10T08:00:00.000Z' } satisfies JournalEntry;
    const initial = journalFormFrom(entry, PARIS);
    expect(initial).toMatchObject({ date: '2026-03-09', time: '23:59' });
    expect(journalFormInput(initial, { initial, timeZone: PARIS })).not.toHaveProperty('createdAt');
    expect(journalFormInput({ ...initial, date: '2026-03-08' }, { initial, timeZone: PARIS })).toMatchObject({ createdAt: '2026-03-08T22:59:00.000Z' });
  });

  it('says in words when the date or time is missing, or later than now', () => {
    const initial = newJournalForm(now, PARIS);
    const check = (date: string, time: string) => checkJournalForm({ ...initial, content: 'x', date, time }, { initial, timeZone: PARIS, now });
    expect(check('', '21:30')).toEqual({ date: JOURNAL_MESSAGES.writtenDateRequired });
    expect(check('2026-03-09', '')).toEqual({ time: JOURNAL_MESSAGES.writtenTimeRequired });
    expect(check('2026-03-11', '08:00')).toEqual({ date: JOURNAL_MESSAGES.createdAtInFuture });
    expect(check('2026-03-10', '09:30')).toEqual({ time: JOURNAL_MESSAGES.createdAtInFuture });
    // A minute ahead is a phone's clock a little fast, not the future.
    expect(check('2026-03-10', '09:06')).toEqual({});
    expect(check('2026-03-10', '09:00')).toEqual({});
  });
});
