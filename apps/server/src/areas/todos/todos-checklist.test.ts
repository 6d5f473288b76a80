import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChecklistItem, Todo, TodoBoardPage } from '@cadence/shared';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buildTodo, signedInUser, todoCalls, type SignedInUser } from '../../testing/todos-kit';

// docs/product/todos.md "Checklist".

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t);
  stranger = await signedInUser(t);
});
afterAll(async () => t.close());

function checklistCalls(user: SignedInUser) {
  const call = (path: string, init: { method?: string; json?: unknown } = {}) => t.request(`/api/todos/${path}`, { ...init, cookie: user.cookie });
  return {
    add: (todoId: string, json: unknown) => call(`${todoId}/checklist`, { json }),
    update: (todoId: string, itemId: string, json: unknown) => call(`${todoId}/checklist/${itemId}`, { method: 'PATCH', json }),
    move: (todoId: string, itemId: string, json: unknown) => call(`${todoId}/checklist/${itemId}/move`, { json }),
    remove: (todoId: string, itemId: string) => call(`${todoId}/checklist/${itemId}`, { method: 'DELETE' }),
  };
}

async function addItems(todoId: string, titles: string[]): Promise<ChecklistItem[]> {
  const items: ChecklistItem[] = [];
  for (const title of titles) {
    const response = await checklistCalls(owner).add(todoId, { title });
    expect(response.status).toBe(201);
    items.push((await response.json()) as ChecklistItem);
  }
  return items;
}

const titlesOf = (todo: Todo | undefined) => todo?.checklist.map((item) => `${item.title}${item.done ? ' ✓' : ''}`);

describe('a task’s checklist', () => {
  it('adds items last, ticks, renames, moves and deletes them; the task, the board and its first page show them in order', async () => {
    const todo = await buildTodo(t, owner, { title: 'Launch' });
    expect(todo.checklist).toEqual([]);
    const [write, test, ship] = await addItems(todo.id, ['  Write  ', 'Test', 'Ship']);
    expect(write).toMatchObject({ title: 'Write', done: false, position: 0 });
    expect(ship!.position).toBe(2);
    const calls = checklistCalls(owner);

    const ticked = await calls.update(todo.id, test!.id, { done: true });
    expect(ticked.status).toBe(200);
    expect(await ticked.json()).toMatchObject({ id: test!.id, done: true, title: 'Test' });
    expect(await (await calls.update(todo.id, write!.id, { title: 'Write the notes' })).json()).toMatchObject({ title: 'Write the notes', done: false });

    const moved = await calls.move(todo.id, ship!.id, { position: 0 });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as ChecklistItem[]).map((item) => [item.title, item.position])).toEqual([
      ['Ship', 0],
      ['Write the notes', 1],
      ['Test', 2],
    ]);

    const tasks = todoCalls(t, owner);
    const expected = ['Ship', 'Write the notes', 'Test ✓'];
    expect(titlesOf((await (await tasks.get(todo.id)).json()) as Todo)).toEqual(expected);
    expect(titlesOf((await tasks.listJson()).find((task) => task.id === todo.id))).toEqual(expected);
    const page = (await (await t.request('/api/todos?completedSince=2000-01-01T00:00:00Z', { cookie: owner.cookie })).json()) as TodoBoardPage;
    expect(titlesOf(page.todos.find((task) => task.id === todo.id))).toEqual(expected);
    const open = (await (await t.request('/api/todos?status=open', { cookie: owner.cookie })).json()) as Todo[];
    expect(titlesOf(open.find((task) => task.id === todo.id))).toEqual(expected);

    expect((await calls.remove(todo.id, test!.id)).status).toBe(204);
    expect(titlesOf((await (await tasks.get(todo.id)).json()) as Todo)).toEqual(['Ship', 'Write the notes']);
    // Another task's list is its own.
    const other = (await tasks.listJson()).find((task) => task.id !== todo.id);
    expect(other?.checklist ?? []).toEqual([]);
  });

  it('lists items with quotes, backslashes, tabs and emoji exactly as the task itself reads them (the list writes them in PostgreSQL)', async () => {
    const todo = await buildTodo(t, owner, { title: 'Tricky' });
    await addItems(todo.id, ['say "hi"', 'C:\\path\\to', 'tab\there', 'done 😀 ✓', '</script>']);
    const single = (await (await todoCalls(t, owner).get(todo.id)).json()) as Todo;
    const listed = (await todoCalls(t, owner).listJson()).find((task) => task.id === todo.id);
    expect(single.checklist.map((item) => item.title)).toEqual(['say "hi"', 'C:\\path\\to', 'tab\there', 'done 😀 ✓', '</script>']);
    expect(listed?.checklist).toEqual(single.checklist);
  });

  it('keeps an id the client chose, and refuses it when taken', async () => {
    const todo = await buildTodo(t, owner, { title: 'Offline' });
    const id = crypto.randomUUID();
    const response = await checklistCalls(owner).add(todo.id, { id, title: 'Made offline' });
    expect(response.status).toBe(201);
    expect(((await response.json()) as ChecklistItem).id).toBe(id);
    const again = await checklistCalls(owner).add(todo.id, { id, title: 'Again' });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('A checklist item with this id already exists.');
  });

  it('does not move the task’s version, so an open edit form is not made stale by a tick', async () => {
    const todo = await buildTodo(t, owner, { title: 'Versioned' });
    const [item] = await addItems(todo.id, ['Step']);
    await checklistCalls(owner).update(todo.id, item!.id, { done: true });
    const after = (await (await todoCalls(t, owner).get(todo.id)).json()) as Todo;
    expect(after.updatedAt).toBe(todo.updatedAt);
  });

  it('completes a task with open items: the server does not refuse', async () => {
    const todo = await buildTodo(t, owner, { title: 'Half done' });
    await addItems(todo.id, ['Open step']);
    const response = await todoCalls(t, owner).complete(todo.id, { completed: true });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Todo).status).toBe('completed');
  });

  it('hides a deleted task’s items and brings them back with an undo', async () => {
    const todo = await buildTodo(t, owner, { title: 'Gone' });
    const [item] = await addItems(todo.id, ['Kept for undo']);
    const tasks = todoCalls(t, owner);
    expect((await tasks.remove(todo.id)).status).toBe(204);
    expect((await tasks.listJson()).some((task) => task.id === todo.id)).toBe(false);
    const calls = checklistCalls(owner);
    expect((await calls.add(todo.id, { title: 'More' })).status).toBe(404);
    expect((await calls.update(todo.id, item!.id, { done: true })).status).toBe(404);
    expect((await tasks.restore(todo.id)).status).toBe(200);
    expect(titlesOf((await (await tasks.get(todo.id)).json()) as Todo)).toEqual(['Kept for undo']);
  });
});

describe('another user’s task or item is not found', () => {
  it('answers 404 to every checklist route and changes nothing', async () => {
    const todo = await buildTodo(t, owner, { title: 'Private list' });
    const [item] = await addItems(todo.id, ['Private step']);
    const theirs = checklistCalls(stranger);
    const attempts = [
      theirs.add(todo.id, { title: 'Sneaky' }),
      theirs.update(todo.id, item!.id, { done: true }),
      theirs.move(todo.id, item!.id, { position: 0 }),
      theirs.remove(todo.id, item!.id),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe('Task not found');
    }
    // Their own task with the owner's item id: the item is not found.
    const theirTask = await buildTodo(t, stranger, { title: 'Theirs' });
    const crossed = await theirs.update(theirTask.id, item!.id, { done: true });
    expect(crossed.status).toBe(404);
    expect((await crossed.json()).error.message).toBe('Checklist item not found');
    expect((await theirs.remove(theirTask.id, 'not-a-uuid')).status).toBe(404);
    expect(titlesOf((await (await todoCalls(t, owner).get(todo.id)).json()) as Todo)).toEqual(['Private step']);
  });
});

describe('bad input is 400 in words', () => {
  it.each([
    ['add', { title: '' }, 'Checklist item title is required'],
    ['add', { title: 'x'.repeat(201) }, 'Checklist item title must be at most 200 characters'],
    ['add', { title: 'a', id: 'nope' }, 'id must be a UUID (or left out: the server picks one)'],
    ['add', { title: 'a', done: true }, 'Unknown field: done'],
    ['update', {}, 'Send a title or done (or both)'],
    ['update', { done: 'yes' }, 'done must be true or false'],
    ['update', { title: '   ' }, 'Checklist item title is required'],
    ['move', { position: -1 }, 'position must be a whole number of at least 0'],
    ['move', { position: 1.5 }, 'position must be a whole number of at least 0'],
  ] as const)('%s %j', async (route, json, message) => {
    const todo = await buildTodo(t, owner, { title: 'Validated' });
    const [item] = await addItems(todo.id, ['Step']);
    const calls = checklistCalls(owner);
    const response = route === 'add' ? await calls.add(todo.id, json) : route === 'update' ? await calls.update(todo.id, item!.id, json) : await calls.move(todo.id, item!.id, json);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(message);
  });

  it('refuses a 101st item', async () => {
    const todo = await buildTodo(t, owner, { title: 'Long list' });
    await Promise.all(Array.from({ length: 100 }, (_, index) => checklistCalls(owner).add(todo.id, { title: `Step ${index}` })));
    const response = await checklistCalls(owner).add(todo.id, { title: 'One too many' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('A checklist holds at most 100 items');
    const positions = ((await (await todoCalls(t, owner).get(todo.id)).json()) as Todo).checklist.map((item) => item.position);
    // Concurrent adds queue on the task's lock: every one has its own place.
    expect(new Set(positions).size).toBe(100);
  });
});
