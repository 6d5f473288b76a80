import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TODO_RESTORE_WINDOW_MS, type Todo } from '@cadence/shared';
import { taskHistory, todos } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createTestClock } from '../../testing/test-clock';
import { buildHabit, buildTodo, editFormOf, signedInUser, todoCalls, type SignedInUser } from '../../testing/todos-kit';

const clock = createTestClock(new Date('2026-03-10T23:30:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const newUser = () => signedInUser(t);
const historyOf = async (user: SignedInUser) => (await todoCalls(t, user).historyJson()).reverse(); // oldest first

describe('create (docs/product/todos.md "Defaults")', () => {
  it('stores every field, embeds the habit and writes "Task created" from not_started to not_started', async () => {
    const user = await newUser();
    const habit = await buildHabit(t, user.id, { title: 'Read', color: '#805AD5' });
    const todo = await buildTodo(t, user, {
      title: '  Read a chapter ',
      description: 'Chapter 3',
      priority: 'low',
      dueDate: '2026-03-12',
      category: 'Learning',
      estimatedMinutes: 30,
      habitId: habit.id,
    });
    expect(todo).toMatchObject({
      title: 'Read a chapter',
      description: 'Chapter 3',
      priority: 'low',
      dueDate: '2026-03-12',
      category: 'Learning',
      status: 'not_started',
      estimatedMinutes: 30,
      habit: { id: habit.id, title: 'Read', color: '#805AD5' },
      completedAt: null,
    });
    expect(await historyOf(user)).toMatchObject([
      { todoId: todo.id, todoTitle: 'Read a chapter', previousStatus: 'not_started', newStatus: 'not_started', changedBy: user.id, notes: 'Task created' },
    ]);
  });

  it('the list (JSON written by the database) carries each task exactly as GET /:id does', async () => {
    const user = await newUser();
    const habit = await buildHabit(t, user.id, { title: 'Stretch', color: '#2F855A' });
    const calls = todoCalls(t, user);
    const linked = await buildTodo(t, user, { title: 'Linked', dueDate: '2026-03-11', habitId: habit.id, estimatedMinutes: 15, category: 'Health' });
    const done = await buildTodo(t, user, { title: 'Done', status: 'completed', description: 'with "quotes" and ünïcode' });
    const response = await calls.list();
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const listed = (await response.json()) as Todo[];
    for (const todo of [linked, done]) {
      const single = await (await calls.get(todo.id)).json();
      expect(listed.find((item) => item.id === todo.id)).toStrictEqual(single);
    }
    expect(listed.find((item) => item.id === done.id)?.completedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('an empty board is an empty list', async () => {
    expect(await todoCalls(t, await newUser()).listJson()).toEqual([]);
  });

  it('defaults priority to medium and turns empty optional fields into null', async () => {
    const user = await newUser();
    const todo = await buildTodo(t, user, { description: '', category: ' ', dueDate: '', habitId: '', estimatedMinutes: '' } as never);
    expect(todo).toMatchObject({ priority: 'medium', description: null, category: null, dueDate: null, habitId: null, habit: null, estimatedMinutes: null });
  });

  it("a task created in another column logs 'Task created' (not_started -> not_started), then the change, and gets completed_at (issue 7 §4)", async () => {
    const user = await newUser();
    const todo = await buildTodo(t, user, { status: 'completed' });
    expect(todo.completedAt).not.toBeNull();
    expect(await historyOf(user)).toMatchObject([
      { previousStatus: 'not_started', newStatus: 'not_started', notes: 'Task created' },
      { previousStatus: 'not_started', newStatus: 'completed', notes: 'Status changed manually' },
    ]);
  });
});

describe('the board order (docs/product/todos.md "Order")', () => {
  it('due date ascending, undated last, then newest first', async () => {
    const user = await newUser();
    const make = async (title: string, dueDate: string | null) => {
      clock.advanceSeconds(1);
      return buildTodo(t, user, { title, dueDate });
    };
    await make('undated old', null);
    await make('later', '2026-04-01');
    await make('sooner old', '2026-03-15');
    await make('undated new', null);
    await make('sooner new', '2026-03-15');
    expect((await todoCalls(t, user).listJson()).map((todo) => todo.title)).toEqual([
      'sooner new',
      'sooner old',
      'later',
      'undated new',
      'undated old',
    ]);
  });
});

describe('status changes (docs/product/todos.md "Status changes")', () => {
  it('each kind of change writes one row with its note; dropping on the same column writes nothing', async () => {
    const user = await newUser();
    const calls = todoCalls(t, user);
    const todo = await buildTodo(t, user);

    const same = await calls.move(todo.id, { status: 'not_started' });
    expect(same.status).toBe(200);
    expect(await same.json()).toEqual(todo);

    await calls.move(todo.id, { status: 'in_progress' });
    await calls.toggle(todo.id);
    const current = (await (await calls.get(todo.id)).json()) as Todo;
    await calls.edit(todo.id, editFormOf(current, { status: 'not_started' }));
    const afterEdit = (await (await calls.get(todo.id)).json()) as Todo;
    await calls.edit(todo.id, editFormOf(afterEdit, { title: 'Renamed only' }));

    expect((await historyOf(user)).map((row) => [row.previousStatus, row.newStatus, row.notes])).toEqual([
      ['not_started', 'not_started', 'Task created'],
      ['not_started', 'in_progress', 'Task moved via drag and drop'],
      ['in_progress', 'completed', 'Status toggled manually'],
      ['completed', 'not_started', 'Status changed via edit'],
    ]);
  });

  it('the toggle cycles not_started -> in_progress -> completed -> not_started', async () => {
    const user = await newUser();
    const todo = await buildTodo(t, user);
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) seen.push(((await (await todoCalls(t, user).toggle(todo.id)).json()) as Todo).status);
    expect(seen).toEqual(['in_progress', 'completed', 'not_started', 'in_progress']);
  });

  it('completed_at is set when a task becomes completed, kept while it stays, and cleared when it leaves', async () => {
    const user = await newUser();
    const calls = todoCalls(t, user);
    const todo = await buildTodo(t, user);
    clock.advanceSeconds(5);
    const completed = (await (await calls.move(todo.id, { status: 'completed' })).json()) as Todo;
    expect(completed.completedAt).toBe(clock.now().toISOString());

    clock.advanceSeconds(5);
    const renamed = (await (await calls.edit(todo.id, editFormOf(completed, { title: 'Still done' }))).json()) as Todo;
    expect(renamed.completedAt).toBe(completed.completedAt);

    const reopened = (await (await calls.move(todo.id, { status: 'in_progress' })).json()) as Todo;
    expect(reopened.completedAt).toBeNull();
  });
});

describe('stale edits (issue 3: two tabs)', () => {
  it('an edit based on an old version gets 409 with the fresh task, and changes nothing', async () => {
    const user = await newUser();
    const calls = todoCalls(t, user);
    const loaded = await buildTodo(t, user);
    const moved = (await (await calls.move(loaded.id, { status: 'in_progress' })).json()) as Todo;

    const stale = await calls.edit(loaded.id, editFormOf(loaded, { title: 'From the old tab' }));
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      error: { code: 'CONFLICT', message: 'This task was changed elsewhere. The form now shows the latest version.' },
      todo: moved,
    });
    expect(await (await calls.get(loaded.id)).json()).toEqual(moved);

    const retried = await calls.edit(loaded.id, editFormOf(moved, { title: 'From the fresh form' }));
    expect(retried.status).toBe(200);
    expect((await retried.json()).title).toBe('From the fresh form');
  });

  it('a move with an old version gets 409 too; without a version it always applies', async () => {
    const user = await newUser();
    const calls = todoCalls(t, user);
    const loaded = await buildTodo(t, user);
    await calls.toggle(loaded.id);
    expect((await calls.move(loaded.id, { status: 'completed', expectedUpdatedAt: loaded.updatedAt })).status).toBe(409);
    expect((await calls.move(loaded.id, { status: 'completed' })).status).toBe(200);
  });

  it('two changes within the same millisecond still give different versions', async () => {
    const user = await newUser();
    const calls = todoCalls(t, user);
    const todo = await buildTodo(t, user);
    const first = (await (await calls.toggle(todo.id)).json()) as Todo;
    const second = (await (await calls.toggle(todo.id)).json()) as Todo;
    expect(new Set([todo.updatedAt, first.updatedAt, second.updatedAt]).size).toBe(3);
  });
});

describe('delete and undo (issue 3)', () => {
  it("deletes at once; history rows stay and show no task; undo restores the task and relinks them", async () => {
    const user = await newUser();
    const calls = todoCalls(t, user);
    const todo = await buildTodo(t, user, { title: 'Oops' });
    await calls.toggle(todo.id);
    const before = (await (await calls.get(todo.id)).json()) as Todo;

    expect((await calls.remove(todo.id)).status).toBe(204);
    expect(await calls.listJson()).toEqual([]);
    expect((await calls.get(todo.id)).status).toBe(404);
    expect((await calls.toggle(todo.id)).status).toBe(404);
    const hidden = await calls.historyJson();
    expect(hidden).toHaveLength(3);
    expect(hidden.every((row) => row.todoId === null && row.todoTitle === null)).toBe(true);
    // issue 13: the delete is recorded, keeping the status it was deleted in on both sides.
    expect(hidden[0]).toMatchObject({ previousStatus: 'in_progress', newStatus: 'in_progress', notes: 'Task deleted' });

    const restored = await calls.restore(todo.id);
    expect(restored.status).toBe(200);
    const back = (await restored.json()) as Todo;
    expect({ ...back, updatedAt: before.updatedAt }).toEqual(before);
    expect(back.updatedAt > before.updatedAt).toBe(true);
    const history = await calls.historyJson();
    expect(history.map((row) => [row.todoId, row.todoTitle, row.notes])).toEqual([
      [todo.id, 'Oops', 'Task restored'],
      [todo.id, 'Oops', 'Task deleted'],
      [todo.id, 'Oops', 'Status toggled manually'],
      [todo.id, 'Oops', 'Task created'],
    ]);
    expect(history[0]).toMatchObject({ previousStatus: 'in_progress', newStatus: 'in_progress', changedAt: back.updatedAt });
    expect((await calls.restore(todo.id)).status).toBe(404); // not deleted any more
  });

  it('after the restore window the task is gone for good and its history rows have no task', async () => {
    const user = await newUser();
    const calls = todoCalls(t, user);
    const todo = await buildTodo(t, user);
    await calls.remove(todo.id);
    clock.advanceSeconds(TODO_RESTORE_WINDOW_MS / 1000 + 1);
    expect((await calls.restore(todo.id)).status).toBe(404);

    // the next delete (by anyone) purges it; its history row keeps its place with todo_id null
    const other = await buildTodo(t, user);
    await calls.remove(other.id);
    expect(await t.db.select().from(todos).where(eq(todos.id, todo.id))).toEqual([]);
    const rows = await t.db.select().from(taskHistory).where(eq(taskHistory.userId, user.id));
    expect(rows).toHaveLength(4); // each task's 'Task created' and 'Task deleted'
    expect(rows.filter((row) => row.todoId === null)).toHaveLength(2);
    expect((await calls.historyJson()).every((row) => row.todoTitle === null)).toBe(true);
  });
});
