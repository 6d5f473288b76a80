import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '@cadence/shared';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { startMaintenance } from '../../maintenance';
import type { Todo } from '@cadence/shared';
import { createTestClock } from '../../testing/test-clock';
import { editFormOf } from '../../testing/todos-kit';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import {
  agentChangePage,
  createToken,
  latestAgentChange,
  rowsOfPerson,
  signedInUser,
  undoAgentChange,
  withToken,
  type SignedInUser,
} from '../../testing/access-kit';

// docs/product/access.md "Activity log" and "Undo", through the real app and database.

const clock = createTestClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

/** A fresh person with a token that may do everything. */
async function personWithAgent(): Promise<{ user: SignedInUser; token: string }> {
  const user = await signedInUser(t);
  const created = await createToken(t, user, ['tasks:write', 'journal:write', 'habits:write', 'timer'], 'Claude');
  return { user, token: created.token };
}

async function agentAddsTask(token: string, json: Record<string, unknown> = { title: 'Buy milk' }) {
  const response = await withToken(t, token, '/api/v1/todos', { method: 'POST', json });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; title: string; updatedAt: string };
}

describe('the log of what tokens changed', () => {
  it("lists a token's changes newest first, in words, with the fields before and after", async () => {
    const { user, token } = await personWithAgent();
    const task = await agentAddsTask(token);
    const edited = await withToken(t, token, `/api/v1/todos/${task.id}`, { method: 'PATCH', json: editFormOf(task as Todo, { priority: 'high', dueDate: '2026-11-30' }) });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect((await withToken(t, token, `/api/v1/todos/${task.id}/complete`, { json: { completed: true } })).status).toBe(200);
    const page = await agentChangePage(t, user);
    expect(page.nextCursor).toBeNull();
    expect(page.changes.map((change) => change.summary)).toEqual(['Completed task "Buy milk"', 'Rescheduled task "Buy milk"', 'Added task "Buy milk"']);
    expect(page.changes[1]!.items[0]!.fields).toEqual([
      { field: 'Priority', before: 'Medium', after: 'High' },
      { field: 'Due date', before: null, after: '2026-11-30' },
    ]);
    const [completed] = page.changes;
    expect(completed).toMatchObject({ tokenName: 'Claude', undoneAt: null });
    expect(completed!.items).toEqual([{ kind: 'task', action: 'updated', label: 'Buy milk', fields: [{ field: 'Status', before: 'Not Started', after: 'Completed' }] }]);
    expect(Date.parse(completed!.undoableUntil) - Date.parse(completed!.createdAt)).toBe(7 * 24 * 3600 * 1000);
  });

  it("logs a repeating task's next occurrence in the same change as its completion", async () => {
    const { user, token } = await personWithAgent();
    const task = await agentAddsTask(token, { title: 'Water plants', dueDate: '2026-11-27', repeat: { every: 'day' } });
    const completed = await withToken(t, token, `/api/v1/todos/${task.id}/complete`, { json: { completed: true } });
    expect(completed.status, await completed.clone().text()).toBe(200);
    const change = await latestAgentChange(t, user);
    expect(change.summary).toBe('Completed task "Water plants", and 1 more change');
    expect(change.items.map((item) => `${item.action} ${item.kind}`)).toEqual(['updated task', 'created task']);
  });

  it('logs journal entries, moods, habit days and the timer', async () => {
    const { user, token } = await personWithAgent();
    expect((await withToken(t, token, '/api/v1/journal', { json: { content: 'A calm day', mood: 7, createdAt: '2026-11-27T09:00:00.000Z' } })).status).toBe(201);
    expect((await latestAgentChange(t, user)).summary).toBe('Added journal entry for 2026-11-27');
    expect((await withToken(t, token, '/api/v1/moods', { json: { value: 8, loggedAt: '2026-11-27T10:00:00.000Z' } })).status).toBe(201);
    expect((await latestAgentChange(t, user)).summary).toBe('Logged mood 8/10 on 2026-11-27');
    const habit = await (await t.request('/api/habits', { cookie: user.cookie, json: { title: 'Run' } })).json();
    expect((await withToken(t, token, `/api/v1/habits/${habit.id}/completions/2026-11-27`, { method: 'PUT' })).status).toBe(200);
    expect((await latestAgentChange(t, user)).summary).toBe('Logged habit "Run" on 2026-11-27');
    const started = await withToken(t, token, '/api/v1/activity-session', { json: { title: 'Focus' } });
    expect(started.status).toBe(201);
    expect((await latestAgentChange(t, user)).summary).toBe('Started the timer');
    const session = await (await withToken(t, token, '/api/v1/activity-session')).json();
    clock.advanceSeconds(120);
    const stopped = await withToken(t, token, '/api/v1/activity-session/stop', { json: { sessionId: session.session.id } });
    expect(stopped.status).toBe(200);
    const stop = await latestAgentChange(t, user);
    expect(stop.items.map((item) => `${item.action} ${item.kind}`).sort()).toEqual(['created activity', 'deleted timer']);
    // The person's own changes are not logged (the habit they added is not in the list).
    const summaries = (await agentChangePage(t, user)).changes.map((change) => change.summary);
    expect(summaries).toHaveLength(5);
    expect(summaries.some((summary) => summary.includes('Added habit'))).toBe(false);
  });

  it('reads in pages of 20 by cursor, and refuses a cursor that is not one', async () => {
    const { user, token } = await personWithAgent();
    for (let n = 0; n < 23; n += 1) await agentAddsTask(token, { title: `Task ${n}` });
    const first = await agentChangePage(t, user);
    expect(first.changes).toHaveLength(20);
    expect(first.changes[0]!.summary).toBe('Added task "Task 22"');
    const second = await agentChangePage(t, user, first.nextCursor!);
    expect(second.changes.map((change) => change.summary)).toEqual(['Added task "Task 2"', 'Added task "Task 1"', 'Added task "Task 0"']);
    expect(second.nextCursor).toBeNull();
    const bad = await t.request('/api/agent-changes?cursor=nope', { cookie: user.cookie });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(/page of changes/);
  });

  it('is the signed-in person\'s only: no token, no other person', async () => {
    const { user, token } = await personWithAgent();
    await agentAddsTask(token);
    const other = await signedInUser(t);
    expect((await agentChangePage(t, other)).changes).toEqual([]);
    expect((await withToken(t, token, '/api/agent-changes')).status).toBe(401);
    expect((await withToken(t, token, '/api/v1/agent-changes')).status).toBe(404);
    expect((await t.request('/api/agent-changes')).status).toBe(401);
    const change = await latestAgentChange(t, user);
    expect((await undoAgentChange(t, other, change.id)).status).toBe(404);
    expect((await latestAgentChange(t, user)).undoneAt).toBeNull();
  });
});

describe('undo', () => {
  it('removes a task the token added, and the board no longer has it', async () => {
    const { user, token } = await personWithAgent();
    const before = await rowsOfPerson(t, user.id);
    const task = await agentAddsTask(token);
    const change = await latestAgentChange(t, user);
    const undone = await undoAgentChange(t, user, change.id);
    expect(undone.status).toBe(200);
    expect(await undone.json()).toMatchObject({ id: change.id, summary: 'Added task "Buy milk"', undoneAt: expect.any(String) });
    expect(await rowsOfPerson(t, user.id)).toEqual(before);
    expect((await t.request(`/api/todos/${task.id}`, { cookie: user.cookie })).status).toBe(404);
    const history = await (await t.request('/api/todo-history', { cookie: user.cookie })).json();
    expect(history).toEqual([]);
    expect((await latestAgentChange(t, user)).undoneAt).not.toBeNull();
  });

  it('puts a completed repeating task back and removes its next occurrence', async () => {
    const { user, token } = await personWithAgent();
    const task = await agentAddsTask(token, { title: 'Water plants', dueDate: '2026-11-27', repeat: { every: 'day' } });
    const before = await rowsOfPerson(t, user.id);
    await withToken(t, token, `/api/v1/todos/${task.id}/complete`, { json: { completed: true } });
    expect((await rowsOfPerson(t, user.id)).todos).toHaveLength(2);
    expect((await undoAgentChange(t, user, (await latestAgentChange(t, user)).id)).status).toBe(200);
    expect(await rowsOfPerson(t, user.id)).toEqual(before);
    const board = await (await t.request('/api/todos', { cookie: user.cookie })).json();
    expect(board).toMatchObject([{ id: task.id, status: 'not_started', via: null }]);
  });

  it('restores an edit, a journal entry, a mood, a habit day and the timer exactly', async () => {
    const { user, token } = await personWithAgent();
    const task = await (await t.request('/api/todos', { cookie: user.cookie, json: { title: 'Mine', priority: 'low' } })).json();
    const habit = await (await t.request('/api/habits', { cookie: user.cookie, json: { title: 'Run' } })).json();
    const start = await rowsOfPerson(t, user.id);
    const steps = [
      () => withToken(t, token, `/api/v1/todos/${task.id}/move`, { json: { status: 'in_progress', expectedUpdatedAt: task.updatedAt } }),
      () => withToken(t, token, '/api/v1/journal', { json: { content: 'A calm day', mood: 7 } }),
      () => withToken(t, token, '/api/v1/moods', { json: { value: 3 } }),
      () => withToken(t, token, `/api/v1/habits/${habit.id}/completions/2026-11-27`, { method: 'PUT' }),
      () => withToken(t, token, '/api/v1/activity-session', { json: { title: 'Focus' } }),
    ];
    for (const step of steps) {
      const before = await rowsOfPerson(t, user.id);
      const response = await step();
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      expect(await rowsOfPerson(t, user.id)).not.toEqual(before);
      expect((await undoAgentChange(t, user, (await latestAgentChange(t, user)).id)).status).toBe(200);
      expect(await rowsOfPerson(t, user.id)).toEqual(before);
    }
    expect(await rowsOfPerson(t, user.id)).toEqual(start);
  });

  it('brings back a checklist item the token removed, and a stopped timer', async () => {
    const { user, token } = await personWithAgent();
    const task = await (await t.request('/api/todos', { cookie: user.cookie, json: { title: 'Trip' } })).json();
    const item = await (await t.request(`/api/todos/${task.id}/checklist`, { cookie: user.cookie, json: { title: 'Passport' } })).json();
    const session = await (await t.request('/api/activity-session', { cookie: user.cookie, json: { title: 'Focus' } })).json();
    const before = await rowsOfPerson(t, user.id);
    const checklistItemId = (item as { id?: string; item?: { id: string } }).id ?? (item as { item: { id: string } }).item.id;
    expect((await withToken(t, token, `/api/v1/todos/${task.id}/checklist/${checklistItemId}`, { method: 'DELETE' })).status).toBeLessThan(300);
    expect((await undoAgentChange(t, user, (await latestAgentChange(t, user)).id)).status).toBe(200);
    expect(await rowsOfPerson(t, user.id)).toEqual(before);
    clock.advanceSeconds(90);
    const sessionId = (session as { session?: { id: string }; id?: string }).session?.id ?? (session as { id: string }).id;
    expect((await withToken(t, token, '/api/v1/activity-session/stop', { json: { sessionId } })).status).toBe(200);
    expect((await undoAgentChange(t, user, (await latestAgentChange(t, user)).id)).status).toBe(200);
    expect(await rowsOfPerson(t, user.id)).toEqual(before);
  });

  it('refuses, in words and undoing nothing, when the row has changed since', async () => {
    const { user, token } = await personWithAgent();
    const task = await agentAddsTask(token);
    await withToken(t, token, '/api/v1/journal', { json: { content: 'x', mood: 5 } });
    const journalChange = await latestAgentChange(t, user);
    const taskChange = (await agentChangePage(t, user)).changes[1]!;
    expect((await t.request(`/api/todos/${task.id}/toggle`, { method: 'POST', cookie: user.cookie })).status).toBe(200);
    const before = await rowsOfPerson(t, user.id);
    const refused = await undoAgentChange(t, user, taskChange.id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(ACCESS_MESSAGES.changedSince('the task "Buy milk"'));
    expect(await rowsOfPerson(t, user.id)).toEqual(before);
    expect((await latestAgentChange(t, user)).id).toBe(journalChange.id);
    expect((await agentChangePage(t, user)).changes[1]!.undoneAt).toBeNull();
  });

  it("refuses to remove a task the person has since hung a checklist item on (it would take theirs with it)", async () => {
    const { user, token } = await personWithAgent();
    const task = await agentAddsTask(token);
    const change = await latestAgentChange(t, user);
    expect((await t.request(`/api/todos/${task.id}/checklist`, { cookie: user.cookie, json: { title: 'Oat milk' } })).status).toBe(201);
    const refused = await undoAgentChange(t, user, change.id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(ACCESS_MESSAGES.changedSince('the task "Buy milk"'));
    expect((await t.request(`/api/todos/${task.id}`, { cookie: user.cookie })).status).toBe(200);
  });

  it('refuses to bring back a habit day or a timer the person has since made again', async () => {
    const { user, token } = await personWithAgent();
    const habit = await (await t.request('/api/habits', { cookie: user.cookie, json: { title: 'Run' } })).json();
    expect((await t.request(`/api/habits/${habit.id}/completions/2026-11-27`, { method: 'PUT', cookie: user.cookie })).status).toBe(200);
    expect((await withToken(t, token, `/api/v1/habits/${habit.id}/completions/2026-11-27`, { method: 'DELETE' })).status).toBe(200);
    const unlogged = await latestAgentChange(t, user);
    expect(unlogged.summary).toBe('Unlogged habit "Run" on 2026-11-27');
    expect((await t.request(`/api/habits/${habit.id}/completions/2026-11-27`, { method: 'PUT', cookie: user.cookie })).status).toBe(200);
    const before = await rowsOfPerson(t, user.id);
    const refused = await undoAgentChange(t, user, unlogged.id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(ACCESS_MESSAGES.changedSince('the habit day "Run" on 2026-11-27'));
    expect(await rowsOfPerson(t, user.id)).toEqual(before);

    const session = await (await t.request('/api/activity-session', { cookie: user.cookie, json: { title: 'Focus' } })).json();
    clock.advanceSeconds(90);
    expect((await withToken(t, token, '/api/v1/activity-session/stop', { json: { sessionId: session.session?.id ?? session.id } })).status).toBe(200);
    const stopped = await latestAgentChange(t, user);
    expect((await t.request('/api/activity-session', { cookie: user.cookie, json: { title: 'Reading' } })).status).toBe(201);
    const timer = await undoAgentChange(t, user, stopped.id);
    expect(timer.status).toBe(409);
    expect((await timer.json()).error.message).toBe(ACCESS_MESSAGES.changedSince('the timer'));
  });

  it('refuses a second undo, and one past 7 days', async () => {
    const { user, token } = await personWithAgent();
    await agentAddsTask(token, { title: 'Old' });
    const old = await latestAgentChange(t, user);
    await agentAddsTask(token, { title: 'New' });
    const change = await latestAgentChange(t, user);
    expect((await undoAgentChange(t, user, change.id)).status).toBe(200);
    const twice = await undoAgentChange(t, user, change.id);
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.message).toBe(ACCESS_MESSAGES.alreadyUndone);
    // The log's times are the database's own (clock_timestamp()): the change is made a week and a second old.
    await t.db.execute(sql`update agent_changes set created_at = ${new Date(clock.now().getTime() - 7 * 24 * 3600 * 1000 - 1000).toISOString()}::timestamptz where change_id = ${old.id}`);
    const late = await undoAgentChange(t, user, old.id);
    expect(late.status).toBe(409);
    expect((await late.json()).error.message).toBe(ACCESS_MESSAGES.undoExpired);
    const listed = (await agentChangePage(t, user)).changes.find((c) => c.id === old.id);
    expect(listed?.undoneAt).toBeNull();
    expect(Date.parse(listed!.undoableUntil)).toBeLessThan(clock.now().getTime());
  });

  it('answers 404 in words for an id that is not one, and a body it does not take', async () => {
    const user = await signedInUser(t);
    const malformed = await undoAgentChange(t, user, 'not-a-change');
    expect(malformed.status).toBe(404);
    expect((await malformed.json()).error.message).toBe(ACCESS_MESSAGES.changeNotFound);
    expect((await undoAgentChange(t, user, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const withBody = await t.request('/api/agent-changes/00000000-0000-4000-8000-000000000000/undo', { cookie: user.cookie, json: { force: true } });
    expect(withBody.status).toBe(400);
  });

  it("is not itself logged: a person's undo adds no change", async () => {
    const { user, token } = await personWithAgent();
    await agentAddsTask(token);
    await undoAgentChange(t, user, (await latestAgentChange(t, user)).id);
    expect((await agentChangePage(t, user)).changes).toHaveLength(1);
  });
});

describe('housekeeping', () => {
  it('forgets a change a week past its undo window, and keeps a newer one', async () => {
    const { user, token } = await personWithAgent();
    await agentAddsTask(token, { title: 'Ancient' });
    const ancient = await latestAgentChange(t, user);
    await agentAddsTask(token, { title: 'Recent' });
    const recent = await latestAgentChange(t, user);
    const fifteenDaysAgo = new Date(clock.now().getTime() - 15 * 24 * 3600 * 1000).toISOString();
    await t.db.execute(sql`update agent_changes set created_at = ${fifteenDaysAgo}::timestamptz where change_id = ${ancient.id}`);
    const stop = startMaintenance({ db: t.db, clock, logger: { warn: () => undefined } as unknown as Logger }, 60_000);
    try {
      await expect.poll(async () => (await agentChangePage(t, user)).changes.map((change) => change.id)).toEqual([recent.id]);
    } finally {
      stop();
    }
  });
});
