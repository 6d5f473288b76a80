import { ACCESS_SCOPES } from '@cadence/shared';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_API_AREAS, TOKEN_API_PREFIX } from '../../compose-access';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestResponse } from '../../testing/create-test-app';
import { createToken, signedInUser, withToken, type SignedInUser } from '../../testing/access-kit';
import { createTestClock } from '../../testing/test-clock';
import type { OpenApiDocument } from './openapi-document';

// docs/product/access.md "The API": the OpenAPI document matches the app. Every route mounted under
// /api/v1 that a token can use is in it and every documented operation is mounted; the answers of a
// seeded account, read and written with a token, validate against it.

const clock = createTestClock(new Date('2026-11-27T09:00:00.000Z'));
const TODAY = '2026-11-27';
let t: TestApp;
let owner: SignedInUser;
let token: string;
let doc: OpenApiDocument;
const ajv = new Ajv2020({ strict: false, allErrors: true });
// ajv-formats carries its own copy of ajv: the same API, another type.
addFormats(ajv as unknown as Parameters<typeof addFormats>[0]);

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signedInUser(t);
  token = (await createToken(t, owner, [...ACCESS_SCOPES], 'Everything')).token;
  doc = await (await t.request('/api/v1/openapi.json', { origin: false })).json();
  ajv.addSchema(doc as object, 'openapi');
});
afterAll(() => t.close());

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
/** '/api/v1/todos/3f…' → the documented '/api/v1/todos/{id}' it is an instance of. */
function templateOf(method: string, path: string): string {
  const found = Object.keys(doc.paths).find((template) => doc.paths[template]![method] && new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`).test(path));
  if (!found) throw new Error(`${method} ${path} is not documented`);
  return found;
}

const validated = new Set<string>();
/** Validates an answer against the document's schema for its operation and status. */
async function expectDocumented(response: TestResponse, method: string, path: string): Promise<unknown> {
  const template = templateOf(method, path.split('?')[0]!);
  const status = String(response.status);
  const answer = (doc.paths[template]![method] as { responses: Record<string, { content?: unknown }> }).responses[status];
  expect(answer, `${method} ${template} documents ${status}`).toBeDefined();
  if (!answer!.content) {
    expect(await response.text()).toBe('');
    validated.add(`${method} ${template}`);
    return null;
  }
  const body: unknown = await response.json();
  const validate = ajv.getSchema(`openapi#/${pointer('paths', template, method, 'responses', status, 'content', 'application/json', 'schema')}`)!;
  const valid = validate(body);
  expect(validate.errors ?? [], `${method} ${path} ${status}: ${JSON.stringify(body).slice(0, 300)}`).toEqual([]);
  expect(valid).toBe(true);
  validated.add(`${method} ${template}`);
  return body;
}

async function call(method: string, path: string, json?: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  clock.advanceSeconds(1);
  const response = await withToken(t, token, `${TOKEN_API_PREFIX}${path}`, { method: method.toUpperCase(), headers, ...(json !== undefined ? { json } : {}) });
  expect(response.status, `${method} ${path}`).toBeLessThan(500);
  return expectDocumented(response, method, `${TOKEN_API_PREFIX}${path}`);
}

describe('the document', () => {
  it('is public, OpenAPI 3.1, served from PUBLIC_URL, and revalidated by its ETag', async () => {
    const response = await t.request('/api/v1/openapi.json', { origin: false });
    expect(response.status).toBe(200);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: TEST_PUBLIC_URL }]);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.request('/api/v1/openapi.json', { origin: false, headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('every schema in it compiles as JSON Schema 2020-12', () => {
    for (const [template, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const op = operation as { responses: Record<string, { content?: Record<string, { schema: unknown }> }>; requestBody?: { content: Record<string, { schema: unknown }> } };
        for (const status of Object.keys(op.responses)) if (op.responses[status]!.content) expect(ajv.getSchema(`openapi#/${pointer('paths', template, method, 'responses', status, 'content', 'application/json', 'schema')}`)).toBeTypeOf('function');
        if (op.requestBody) expect(ajv.getSchema(`openapi#/${pointer('paths', template, method, 'requestBody', 'content', 'application/json', 'schema')}`)).toBeTypeOf('function');
      }
    }
  });

  it('lists every route a token can use, and every operation it lists is mounted', async () => {
    const mounted = new Set<string>();
    const closed: Array<{ method: string; path: string }> = [];
    for (const route of t.app.routes) {
      if (route.method === 'ALL' || !route.path.startsWith(`${TOKEN_API_PREFIX}/`) || route.path.includes('*') || route.path === `${TOKEN_API_PREFIX}/openapi.json`) continue;
      const area = TOKEN_API_AREAS.find((entry) => route.path === `${TOKEN_API_PREFIX}${entry.path.slice(4)}` || route.path.startsWith(`${TOKEN_API_PREFIX}${entry.path.slice(4)}/`))!;
      expect(area, route.path).toBeDefined();
      const sub = route.path.slice(`${TOKEN_API_PREFIX}${area.path.slice(4)}`.length);
      const usable = (route.method === 'GET' || area.scopes.write !== null) && (!area.only || area.only.test(sub));
      const key = `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`;
      if (usable) mounted.add(key);
      else closed.push({ method: route.method, path: route.path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000') });
    }
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`)));
    expect([...mounted].filter((key) => !documented.has(key)), 'mounted but not documented').toEqual([]);
    expect([...documented].filter((key) => !mounted.has(key)), 'documented but not mounted').toEqual([]);
    expect(documented.size).toBeGreaterThanOrEqual(55);
    // What is mounted but closed to tokens answers so, even to a token with every scope.
    expect(closed.length).toBeGreaterThan(0);
    for (const { method, path } of closed) expect([403, 404], `${method} ${path}`).toContain((await withToken(t, token, path, method === 'GET' ? { method } : { method, json: {} })).status);
  });
});

describe('answers of a seeded account validate against it', () => {
  it('every documented GET, and the writes that seed it', async () => {
    const habit = (await call('post', '/habits', { title: 'Stretch' })) as { id: string };
    const amountHabit = (await call('post', '/habits', { title: 'Water', targetAmount: 8, unit: 'glasses' })) as { id: string };
    const todo = (await call('post', '/todos', { title: 'Write the report', dueDate: TODAY, habitId: habit.id, repeat: { every: 'week', weekdays: [1, 3] } })) as { id: string; updatedAt: string };
    const item = (await call('post', `/todos/${todo.id}/checklist`, { title: 'Outline' })) as { id: string };
    await call('patch', `/todos/${todo.id}/checklist/${item.id}`, { done: true });
    await call('post', `/todos/${todo.id}/checklist`, { title: 'Draft' });
    await call('post', `/todos/${todo.id}/checklist/${item.id}/move`, { position: 1 });
    const read = await withToken(t, token, `/api/v1/todos/${todo.id}`);
    const current = (await expectDocumented(read, 'get', `/api/v1/todos/${todo.id}`)) as { updatedAt: string; title: string };
    await call('patch', `/todos/${todo.id}`, { title: 'Write the report today', description: null, priority: 'high', dueDate: TODAY, category: 'work', status: 'in_progress', estimatedMinutes: 30, habitId: habit.id }, { 'if-match': read.headers.get('etag')! });
    await call('patch', `/todos/${todo.id}`, { title: 'Stale', description: null, priority: 'high', dueDate: TODAY, category: null, status: 'in_progress', estimatedMinutes: null, habitId: null }, { 'if-match': `"${current.updatedAt}"` });
    await call('post', `/todos/${todo.id}/move`, { status: 'not_started' });
    await call('post', `/todos/${todo.id}/complete`, { completed: true });
    await call('post', `/todos/${todo.id}/toggle`);
    const gone = (await call('post', '/todos', { title: 'Throw away' })) as { id: string };
    await call('delete', `/todos/${gone.id}`);
    await call('post', `/todos/${gone.id}/restore`);
    await call('get', '/todos?limit=1');
    await call('get', `/todos/00000000-0000-4000-8000-000000000000`);
    await call('get', '/todos?limit=0');
    await call('get', '/todo-history');

    const entry = (await call('post', '/journal', { content: 'A good day', mood: 8, tags: ['work'], highlights: ['Shipped'], gratitude: ['Tea'] })) as { id: string };
    await call('get', '/journal');
    await call('get', `/journal/${entry.id}`);
    await call('get', '/journal-tags');
    await call('get', '/journal-months');
    await call('get', '/journal-on-this-day');
    await call('post', '/moods', { value: 7, factors: ['sleep'] });
    await call('get', '/moods');
    await call('get', '/mood-trend');

    await call('put', `/habits/${habit.id}/completions/${TODAY}`);
    await call('put', `/habits/${amountHabit.id}/amounts/${TODAY}`, { amount: 3 });
    await call('get', '/habits');
    await call('get', `/habits/${habit.id}`);
    await call('get', `/habits/${habit.id}/completions?from=2026-11-01&to=${TODAY}`);
    await call('post', '/habit-breaks', { habitId: habit.id, startDate: '2026-11-20' });
    await call('get', '/habit-breaks');

    const started = (await call('post', '/activity-session', { title: 'Deep work', type: 'work' })) as { session: { id: string } };
    await call('post', '/activity-session', { title: 'Second timer' });
    await call('get', '/activity-session');
    await call('post', '/activity-session/pause', { sessionId: started.session.id });
    await call('post', '/activity-session/resume', { sessionId: started.session.id });
    await call('post', '/activity-session/stop', { sessionId: started.session.id });
    const activity = (await call('post', '/activities', { title: 'Run', type: 'exercise', startedAt: '2026-11-27T07:00:00.000Z', durationSeconds: 1800 })) as { id: string };
    await call('get', '/activities');
    await call('get', `/activities/${activity.id}`);
    await call('get', `/activity-report?from=2026-11-21&to=${TODAY}`);

    const goal = await t.request('/api/goals', { cookie: owner.cookie, json: { title: 'Run a 10k', milestones: [{ title: 'Run 5k' }] } });
    expect(goal.status).toBe(201);
    await call('get', '/goals');
    await call('get', `/goals/${(await goal.json()).id}`);
    await call('get', '/dashboard/review?range=week');

    const gets = Object.entries(doc.paths).flatMap(([path, operations]) => (operations.get ? [`get ${path}`] : []));
    expect(gets.filter((key) => !validated.has(key)), 'documented GETs not called').toEqual([]);
    expect(validated.size).toBeGreaterThanOrEqual(40);
  });
});
