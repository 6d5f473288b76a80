import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_MESSAGES, MOOD_LOG_MESSAGES, type MoodLog } from '@cadence/shared';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { editFormOf, journalCalls, signedInUser, type SignedInUser } from '../../testing/journal-kit';

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t);
  stranger = await signedInUser(t);
});
afterAll(async () => t.close());

const SOME_ID = '0b7d6c1e-3c1a-4f7e-9d55-2f0c8a3e6b11';

describe('the journal and mood check-ins are for signed-in users only (docs/product/accounts.md "Sessions")', () => {
  it.each([
    ['GET', '/api/journal'],
    ['POST', '/api/journal'],
    ['GET', `/api/journal/${SOME_ID}`],
    ['PATCH', `/api/journal/${SOME_ID}`],
    ['DELETE', `/api/journal/${SOME_ID}`],
    ['POST', `/api/journal/${SOME_ID}/restore`],
    ['GET', '/api/journal-tags'],
    ['GET', '/api/moods'],
    ['POST', '/api/moods'],
    ['DELETE', `/api/moods/${SOME_ID}`],
    ['GET', '/api/mood-trend'],
  ])('%s %s without a session answers 401', async (method, path) => {
    const json = method === 'POST' || method === 'PATCH' ? { content: 'x', value: 5 } : undefined;
    const response = await t.request(path, { method, json });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('UNAUTHORIZED');
  });
});

describe("another user's entry is not found, and stays as it was (docs/architecture.md 'API conventions')", () => {
  it('every route answers 404 Entry not found to a stranger; the owner sees no change', async () => {
    const mine = journalCalls(t, owner);
    const theirs = journalCalls(t, stranger);
    const entry = await mine.write({ content: 'Only mine', tags: ['private'] });
    const attempts = [theirs.get(entry.id), theirs.edit(entry.id, editFormOf(entry, { content: 'Hijacked' })), theirs.remove(entry.id), theirs.restore(entry.id)];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: JOURNAL_MESSAGES.entryNotFound } });
    }
    expect(await (await mine.get(entry.id)).json()).toEqual(entry);
    expect(await theirs.page()).toEqual({ entries: [], nextCursor: null, dayCounts: [] });
    expect(await theirs.page({ q: 'Only' })).toEqual({ entries: [], nextCursor: null, dayCounts: [] });
    expect(await (await theirs.tags()).json()).toEqual([]);
  });

  it("a stranger cannot restore the owner's deleted entry", async () => {
    const mine = journalCalls(t, owner);
    const entry = await mine.write();
    await mine.remove(entry.id);
    expect((await journalCalls(t, stranger).restore(entry.id)).status).toBe(404);
    expect((await mine.restore(entry.id)).status).toBe(200);
  });

  it("a stranger can neither see nor delete the owner's check-ins, nor count them in a trend", async () => {
    const mine = journalCalls(t, owner);
    const theirs = journalCalls(t, stranger);
    const log = (await (await mine.logMood({ value: 2 })).json()) as MoodLog;
    const removed = await theirs.removeMood(log.id);
    expect(removed.status).toBe(404);
    expect(await removed.json()).toEqual({ error: { code: 'NOT_FOUND', message: MOOD_LOG_MESSAGES.moodLogNotFound } });
    expect(await theirs.moodsJson()).toEqual([]);
    expect((await theirs.trendJson()).average).toBeNull();
    expect((await mine.moodsJson()).map((item) => item.id)).toContain(log.id);
  });

  it('an id that is not a uuid is simply not found', async () => {
    const mine = journalCalls(t, owner);
    expect((await mine.get('not-an-entry')).status).toBe(404);
    expect((await mine.remove('1')).status).toBe(404);
    expect((await mine.removeMood('x')).status).toBe(404);
  });
});
