import { ACCESS_MESSAGES, API_MESSAGES, type Todo } from '@cadence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createToken, signedInUser, withToken, type SignedInUser } from '../../testing/access-kit';
import { createTestClock } from '../../testing/test-clock';

// docs/product/access.md "The API": pages, versions and repeated requests under /api/v1.

const clock = createTestClock(new Date('2026-11-27T09:00:00.000Z'));
let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
let token: string;
let strangerToken: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signedInUser(t);
  stranger = await signedInUser(t);
  token = (await createToken(t, owner, ['tasks:write', 'journal:write', 'habits:write', 'timer', 'reviews:read'])).token;
  strangerToken = (await createToken(t, stranger, ['tasks:write'])).token;
});
afterAll(() => t.close());

const api = (path: string, init: Parameters<typeof withToken>[3] = {}) => withToken(t, token, `/api/v1${path}`, init);

async function addTask(title: string): Promise<Todo> {
  clock.advanceSeconds(1);
  const response = await api('/todos', { method: 'POST', json: { title } });
  expect(response.status).toBe(201);
  return response.json();
}

/** The whole-task body PATCH takes, from a task as read. */
const editOf = (todo: Todo, changes: Partial<Todo> = {}) => {
  const { title, description, priority, dueDate, category, status, estimatedMinutes, habitId } = { ...todo, ...changes };
  return { title, description, priority, dueDate, category, status, estimatedMinutes, habitId };
};

describe('pages of a list', () => {
  it('pages the board with limit and cursor, each task once, in the list order, to a null cursor', async () => {
    for (const title of ['one', 'two', 'three', 'four', 'five']) await addTask(title);
    const whole = await api('/todos');
    expect(whole.status).toBe(200);
    const all = await whole.json();
    expect(all.nextCursor).toBeNull();
    expect(all.items.length).toBeGreaterThanOrEqual(5);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await api(`/todos?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.status).toBe(200);
      const page = await response.json();
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item: Todo) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((item: Todo) => item.id));
  });

  it("keeps the area's own query working (a strict schema never sees limit and cursor)", async () => {
    const response = await api('/todos?status=open&limit=1');
    expect(response.status).toBe(200);
    const page = await response.json();
    expect(page.items).toHaveLength(1);
    expect(typeof page.nextCursor).toBe('string');
    expect((await api('/todos?status=closed')).status).toBe(400);
  });

  it('refuses a limit out of bounds and a cursor that names no item, in words', async () => {
    for (const limit of ['0', '201', 'ten', '-1', '']) {
      const response = await api(`/todos?limit=${limit}`);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(API_MESSAGES.limitInvalid);
    }
    const gone = await addTask('soon gone');
    const page = await (await api('/todos?limit=1')).json();
    const cursorOfGone = Buffer.from(gone.id).toString('base64url');
    expect((await api(`/todos/${gone.id}`, { method: 'DELETE' })).status).toBe(204);
    for (const cursor of ['nonsense', cursorOfGone, `${page.nextCursor}!`]) {
      const response = await api(`/todos?cursor=${encodeURIComponent(cursor)}`);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(API_MESSAGES.cursorInvalid);
    }
  });

  it('pages lists without ids by their name (tags), and leaves the journal its own pages', async () => {
    for (const tag of ['alpha', 'beta', 'gamma']) {
      clock.advanceSeconds(1);
      expect((await api('/journal', { method: 'POST', json: { content: `About ${tag}`, mood: 7, tags: [tag] } })).status).toBe(201);
    }
    const first = await (await api('/journal-tags?limit=2')).json();
    expect(first.items).toHaveLength(2);
    const second = await (await api(`/journal-tags?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second).toEqual({ items: [expect.objectContaining({ count: 1 })], nextCursor: null });
    const journal = await (await api('/journal')).json();
    expect(Object.keys(journal).sort()).toEqual(['dayCounts', 'entries', 'nextCursor']);
  });

  it('the web app is not touched: /api/todos still answers the array', async () => {
    const response = await t.request('/api/todos', { cookie: owner.cookie });
    expect(Array.isArray(await response.json())).toBe(true);
  });
});

describe('versions: ETag and If-Match', () => {
  it("gives a row's version as its ETag, and a change with the current one goes through", async () => {
    const task = await addTask('Versioned');
    const read = await api(`/todos/${task.id}`);
    expect(read.headers.get('etag')).toBe(`"${task.updatedAt}"`);
    expect((await api(`/todos/${task.id}`, { method: 'HEAD' })).headers.get('etag')).toBe(`"${task.updatedAt}"`);
    clock.advanceSeconds(1);
    const changed = await api(`/todos/${task.id}`, { method: 'PATCH', headers: { 'if-match': read.headers.get('etag')! }, json: editOf(task, { title: 'Versioned, renamed' }) });
    expect(changed.status).toBe(200);
    const after = await changed.json();
    expect(after.title).toBe('Versioned, renamed');
    expect(changed.headers.get('etag')).toBe(`"${after.updatedAt}"`);
  });

  it('answers 409 with the current row for a stale If-Match on PATCH, and changes nothing', async () => {
    const task = await addTask('Stale');
    const staleTag = `"${task.updatedAt}"`;
    clock.advanceSeconds(1);
    const moved = await t.request(`/api/todos/${task.id}/toggle`, { method: 'POST', cookie: owner.cookie });
    const current = await moved.json();
    clock.advanceSeconds(1);
    const response = await api(`/todos/${task.id}`, { method: 'PATCH', headers: { 'if-match': staleTag }, json: editOf(task, { title: 'Overwritten' }) });
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body).toEqual({ error: { code: 'CONFLICT', message: ACCESS_MESSAGES.staleVersion }, current: expect.objectContaining({ id: task.id, title: 'Stale', updatedAt: current.updatedAt }) });
    expect((await (await api(`/todos/${task.id}`)).json()).title).toBe('Stale');
  });

  it('guards DELETE and the rows without expectedUpdatedAt (habits) the same way', async () => {
    const task = await addTask('Keep me');
    clock.advanceSeconds(1);
    await t.request(`/api/todos/${task.id}/toggle`, { method: 'POST', cookie: owner.cookie });
    const refused = await api(`/todos/${task.id}`, { method: 'DELETE', headers: { 'if-match': `"${task.updatedAt}"` } });
    expect(refused.status).toBe(409);
    expect((await refused.json()).current.id).toBe(task.id);
    expect((await api(`/todos/${task.id}`)).status).toBe(200);
    const now = await api(`/todos/${task.id}`);
    expect((await api(`/todos/${task.id}`, { method: 'DELETE', headers: { 'if-match': now.headers.get('etag')! } })).status).toBe(204);

    clock.advanceSeconds(1);
    const habit = await (await api('/habits', { method: 'POST', json: { title: 'Read' } })).json();
    clock.advanceSeconds(1);
    const habitEdit = (title: string) => ({ title, description: habit.description, frequency: habit.frequency, timeOfDay: habit.timeOfDay, category: habit.category, color: habit.color });
    expect((await api(`/habits/${habit.id}`, { method: 'PATCH', json: habitEdit('Read more') })).status).toBe(200);
    const stale = await api(`/habits/${habit.id}`, { method: 'PATCH', headers: { 'if-match': `"${habit.updatedAt}"` }, json: habitEdit('Read less') });
    expect(stale.status).toBe(409);
    expect((await stale.json()).current).toMatchObject({ id: habit.id, title: 'Read more' });
    expect((await (await api(`/habits/${habit.id}`)).json()).title).toBe('Read more');
  });

  it('refuses a malformed If-Match, one on a row without versions, and one that disagrees with the body', async () => {
    const task = await addTask('Careful');
    for (const value of ['yesterday', '"not a time"', task.updatedAt, `"${task.updatedAt}", "${task.updatedAt}"`]) {
      const response = await api(`/todos/${task.id}`, { method: 'PATCH', headers: { 'if-match': value }, json: editOf(task) });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(ACCESS_MESSAGES.ifMatchInvalid);
    }
    const mood = await (await api('/moods', { method: 'POST', json: { value: 6 } })).json();
    const onMood = await api(`/moods/${mood.id}`, { method: 'DELETE', headers: { 'if-match': '*' } });
    expect(onMood.status).toBe(400);
    expect((await onMood.json()).error.message).toBe(API_MESSAGES.ifMatchNotHere);
    const disagree = await api(`/todos/${task.id}`, { method: 'PATCH', headers: { 'if-match': `"${task.updatedAt}"` }, json: { ...editOf(task), expectedUpdatedAt: '2020-01-01T00:00:00.000Z' } });
    expect(disagree.status).toBe(400);
    expect((await disagree.json()).error.message).toBe(API_MESSAGES.ifMatchDisagrees);
  });

  it("answers 404 for another person's row whatever If-Match says", async () => {
    const task = await addTask('Mine');
    for (const value of ['*', `"${task.updatedAt}"`]) {
      expect((await withToken(t, strangerToken, `/api/v1/todos/${task.id}`, { method: 'DELETE', headers: { 'if-match': value } })).status).toBe(404);
      expect((await withToken(t, strangerToken, `/api/v1/todos/${task.id}`, { method: 'PATCH', headers: { 'if-match': value }, json: editOf(task) })).status).toBe(404);
    }
    expect((await api(`/todos/${task.id}`)).status).toBe(200);
  });

  it('maps the 409 of a stale expectedUpdatedAt (no If-Match) to the same shape', async () => {
    const task = await addTask('Old form');
    clock.advanceSeconds(1);
    await t.request(`/api/todos/${task.id}/toggle`, { method: 'POST', cookie: owner.cookie });
    const response = await api(`/todos/${task.id}`, { method: 'PATCH', json: { ...editOf(task), expectedUpdatedAt: task.updatedAt } });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: 'CONFLICT', message: ACCESS_MESSAGES.staleVersion }, current: { id: task.id } });
  });
});

describe('repeated creates with an Idempotency-Key', () => {
  it('creates once and answers the repeat with the first answer', async () => {
    const headers = { 'idempotency-key': 'agent-add-milk-0001' };
    const first = await api('/todos', { method: 'POST', headers, json: { title: 'Buy milk once' } });
    const again = await api('/todos', { method: 'POST', headers, json: { title: 'Buy milk once' } });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await again.json()).id).toBe((await first.json()).id);
    const all = await (await api('/todos?limit=200')).json();
    expect(all.items.filter((item: Todo) => item.title === 'Buy milk once')).toHaveLength(1);
    const other = await api('/todos', { method: 'POST', headers, json: { title: 'Something else' } });
    expect(other.status).toBe(400);
  });
});
