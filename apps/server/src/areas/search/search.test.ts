import { SEARCH_MESSAGES, SEARCH_QUERY_MAX_LENGTH, SEARCH_RESULTS_PER_KIND, type SearchResults } from '@cadence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buildTodo, signedInUser, type SignedInUser } from '../../testing/factories';

// docs/product/search.md: GET /api/search?q= finds the person's own tasks, journal entries, goals and
// habits that hold every word, in any order, whatever the case and the accents.

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t);
  stranger = await signedInUser(t);
});
afterAll(async () => t.close());

async function post(user: SignedInUser, path: string, json: unknown): Promise<{ id: string }> {
  const response = await t.request(path, { json, cookie: user.cookie });
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string };
}
const entry = (user: SignedInUser, content: string, tags: string[] = []) => post(user, '/api/journal', { content, mood: 6, tags });
const goal = (user: SignedInUser, title: string, description?: string) => post(user, '/api/goals', { title, description, milestones: [{ title: 'First step' }] });
const habit = (user: SignedInUser, title: string, description?: string) => post(user, '/api/habits', { title, description });

function searchAs(user: SignedInUser, query: string) {
  return t.request(`/api/search?${query}`, { cookie: user.cookie });
}
async function results(user: SignedInUser, q: string): Promise<SearchResults> {
  const response = await searchAs(user, new URLSearchParams({ q }).toString());
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as SearchResults;
}

describe('GET /api/search is for signed-in people only', () => {
  it('answers 401 without a session', async () => {
    expect((await t.request('/api/search?q=x')).status).toBe(401);
  });
});

describe('bad input is 400 with a clear message, never a 500', () => {
  it.each([
    ['no q at all', '', SEARCH_MESSAGES.queryRequired],
    ['an empty q', 'q=', SEARCH_MESSAGES.queryRequired],
    ['only spaces', 'q=%20%20%20', SEARCH_MESSAGES.queryRequired],
    ['too long', `q=${'a'.repeat(SEARCH_QUERY_MAX_LENGTH + 1)}`, SEARCH_MESSAGES.queryTooLong],
    ['a control character', 'q=tea%00time', 'Search must not contain control characters'],
  ])('%s', async (_name, query, message) => {
    const response = await searchAs(owner, query);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toMatchObject({ code: 'VALIDATION', message });
  });

  it('an unknown parameter', async () => {
    const response = await searchAs(owner, 'q=tea&page=2');
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('VALIDATION');
  });

  it('a search of exactly the longest length is fine', async () => {
    expect((await searchAs(owner, `q=${'b'.repeat(SEARCH_QUERY_MAX_LENGTH)}`)).status).toBe(200);
  });
});

describe('what it finds (docs/product/search.md "Matching")', () => {
  it('every word, in any order, in the title or the description, whatever the case and the accents', async () => {
    const user = await signedInUser(t);
    const task = await buildTodo(t, user, { title: 'Call the Café about the invoice', description: null });
    await buildTodo(t, user, { title: 'Call mum' });
    const described = await buildTodo(t, user, { title: 'Paperwork', description: 'The café invoice, again' });
    const found = await results(user, 'INVOICE cafe');
    expect(found.tasks.map((row) => row.id).sort()).toEqual([task.id, described.id].sort());
    expect(found.tasks.find((row) => row.id === task.id)).toEqual({ id: task.id, title: 'Call the Café about the invoice', status: 'not_started' });
  });

  it('journal entries by their text and tags, with the words around the match and the word as written', async () => {
    const user = await signedInUser(t);
    const written = await entry(user, `${'A slow morning of reading and coffee. '.repeat(4)}Then lunch with Zoë at the Crêperie, which was lovely.`);
    const tagged = await entry(user, 'Nothing much to say.', ['crêpes']);
    const found = await results(user, 'creperie zoe');
    expect(found.entries).toHaveLength(1);
    expect(found.entries[0]).toMatchObject({ id: written.id, mood: 6, match: 'Crêperie' });
    expect(found.entries[0]!.excerpt).toMatch(/^….*Zoë at the Crêperie, which was lovely\.$/);
    expect((await results(user, 'crepes')).entries.map((row) => row.id)).toEqual([tagged.id]);
  });

  it('goals and habits by title and description', async () => {
    const user = await signedInUser(t);
    const race = await goal(user, 'Run the Berlin marathon', 'Under four hours');
    const stretch = await habit(user, 'Stretch', 'Ten minutes before the run');
    const found = await results(user, 'run');
    expect(found.goals).toEqual([{ id: race.id, title: 'Run the Berlin marathon', status: 'active' }]);
    expect(found.habits).toEqual([{ id: stretch.id, title: 'Stretch', frequency: 'daily' }]);
  });

  it('% and _ are letters, not wildcards', async () => {
    const user = await signedInUser(t);
    await buildTodo(t, user, { title: 'Raise prices by 10%' });
    await buildTodo(t, user, { title: 'Raise prices by 105' });
    expect((await results(user, '10%')).tasks.map((row) => row.title)).toEqual(['Raise prices by 10%']);
    expect((await results(user, 'by_1')).tasks).toEqual([]);
  });

  it('at most five of each kind, open tasks before completed ones', async () => {
    const user = await signedInUser(t);
    for (let i = 0; i < SEARCH_RESULTS_PER_KIND; i += 1) await buildTodo(t, user, { title: `Errand ${i}`, status: 'completed' });
    const open = await buildTodo(t, user, { title: 'Errand, still open' });
    const found = await results(user, 'errand');
    expect(found.tasks).toHaveLength(SEARCH_RESULTS_PER_KIND);
    expect(found.tasks[0]!.id).toBe(open.id);
  });

  it('nothing that was deleted', async () => {
    const user = await signedInUser(t);
    const task = await buildTodo(t, user, { title: 'Shred the old letters' });
    const gone = await entry(user, 'About the old letters');
    const goalGone = await goal(user, 'Sort the old letters');
    const habitGone = await habit(user, 'Read old letters');
    for (const path of [`/api/todos/${task.id}`, `/api/journal/${gone.id}`, `/api/goals/${goalGone.id}`, `/api/habits/${habitGone.id}`]) {
      const response = await t.request(path, { method: 'DELETE', cookie: user.cookie });
      expect(response.status, path).toBeLessThan(300);
    }
    expect(await results(user, 'letters')).toEqual({ tasks: [], entries: [], goals: [], habits: [] });
  });
});

describe("another person's data never appears (docs/architecture.md 'API conventions')", () => {
  it('the same words find only the asker’s own rows', async () => {
    const mine = await buildTodo(t, owner, { title: 'Secret plan for the garden' });
    await buildTodo(t, stranger, { title: 'Secret plan for the garden' });
    await entry(stranger, 'My secret plan for the garden');
    await goal(stranger, 'Secret plan for the garden');
    await habit(stranger, 'Secret garden plan');
    const found = await results(owner, 'secret garden');
    expect(found).toEqual({ tasks: [{ id: mine.id, title: 'Secret plan for the garden', status: 'not_started' }], entries: [], goals: [], habits: [] });
  });
});
