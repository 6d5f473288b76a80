import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_MESSAGES, MOOD_LOG_MESSAGES } from '@cadence/shared';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { editFormOf, journalCalls, signedInUser, type SignedInUser } from '../../testing/journal-kit';

let t: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await signedInUser(t);
});
afterAll(async () => t.close());

async function expectFieldError(response: Response, field: string, message: string) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
  expect(body.error.code).toBe('VALIDATION');
  expect(body.error.fields[field]).toBe(message);
}

const invalidEntries: Array<[string, unknown, string, string]> = [
  ['content', '  \n ', 'content', JOURNAL_MESSAGES.contentRequired],
  ['content', 'x'.repeat(20_001), 'content', JOURNAL_MESSAGES.contentTooLong],
  ['content', 'nul \u0000 byte', 'content', 'Entry must not contain control characters'],
  ['content', 42, 'content', JOURNAL_MESSAGES.contentRequired],
  ['mood', 0, 'mood', JOURNAL_MESSAGES.moodInvalid],
  ['mood', 11, 'mood', JOURNAL_MESSAGES.moodInvalid],
  ['mood', 7.5, 'mood', JOURNAL_MESSAGES.moodInvalid],
  ['tags', ['x'.repeat(41)], 'tags.0', JOURNAL_MESSAGES.tagTooLong],
  ['tags', Array.from({ length: 21 }, (_, i) => `tag${i}`), 'tags', JOURNAL_MESSAGES.tooManyTags],
  ['tags', 'work', 'tags', 'Tags must be a list of text'],
  ['highlights', ['x'.repeat(301)], 'highlights.0', JOURNAL_MESSAGES.highlightTooLong],
  ['gratitude', Array.from({ length: 21 }, () => 'x'), 'gratitude', JOURNAL_MESSAGES.tooManyGratitude],
  ['userId', 'someone-else', '_', 'Unknown field: userId'],
];
const cases = invalidEntries.map(([field, value, errorField, message]) => ({
  field,
  value,
  errorField,
  message,
  shown: typeof value === 'string' && value.length > 20 ? `${value.length} characters` : JSON.stringify(value).slice(0, 40),
}));

describe('entry validation (400 with a message per field)', () => {
  it.each(cases)('create: $field = $shown is refused', async ({ field, value, errorField, message }) => {
    await expectFieldError(await journalCalls(t, user).create({ content: 'Valid', [field]: value }), errorField, message);
  });

  it.each(cases)('edit: $field = $shown is refused, and the entry stays as it was', async ({ field, value, errorField, message }) => {
    const calls = journalCalls(t, user);
    const entry = await calls.write();
    await expectFieldError(await calls.edit(entry.id, { ...editFormOf(entry), [field]: value }), errorField, message);
    expect(await (await calls.get(entry.id)).json()).toEqual(entry);
  });

  it('nothing is stored when a create is refused', async () => {
    const fresh = await signedInUser(t);
    await journalCalls(t, fresh).create({ content: '' });
    expect(await journalCalls(t, fresh).page()).toEqual({ entries: [], nextCursor: null, dayCounts: [] });
  });

  it('a search or tag filter too long is refused', async () => {
    const calls = journalCalls(t, user);
    await expectFieldError(await calls.list({ q: 'x'.repeat(201) }), 'q', JOURNAL_MESSAGES.searchTooLong);
    await expectFieldError(await calls.list({ tag: 'x'.repeat(41) }), 'tag', JOURNAL_MESSAGES.tagFilterTooLong);
  });
});

describe('check-in validation', () => {
  it.each([
    [{}, 'value', MOOD_LOG_MESSAGES.valueInvalid],
    [{ value: 0 }, 'value', MOOD_LOG_MESSAGES.valueInvalid],
    [{ value: '7' }, 'value', MOOD_LOG_MESSAGES.valueInvalid],
    [{ value: 5, notes: 'x'.repeat(1001) }, 'notes', MOOD_LOG_MESSAGES.notesTooLong],
    [{ value: 5, factors: ['x'.repeat(41)] }, 'factors.0', MOOD_LOG_MESSAGES.factorTooLong],
    [{ value: 5, factors: Array.from({ length: 11 }, (_, i) => `f${i}`) }, 'factors', MOOD_LOG_MESSAGES.tooManyFactors],
    [{ value: 5, loggedAt: '10/03/2026' }, 'loggedAt', MOOD_LOG_MESSAGES.loggedAtInvalid],
    [{ value: 5, loggedAt: '2999-01-01T00:00:00Z' }, 'loggedAt', MOOD_LOG_MESSAGES.loggedAtInFuture],
    [{ value: 5, mood: 5 }, '_', 'Unknown field: mood'],
  ])('%j is refused on %s', async (body, field, message) => {
    await expectFieldError(await journalCalls(t, user).logMood(body), field, message);
  });
});
