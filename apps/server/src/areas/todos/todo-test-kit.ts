import type { CreateTodoRequest, TaskHistoryEntry, Todo, UpdateTodoRequest } from '@cadence/shared';
import { habits } from '../../db/schema';
import type { TestApp } from '../../testing/create-test-app';
import { buildUser, signUpAndVerify } from '../../testing/factories';

// Small factories for the to-do API tests: a signed-in user, a task, a habit, and typed calls.

export interface SignedInUser {
  id: string;
  cookie: string;
}

export async function signedInUser(t: TestApp): Promise<SignedInUser> {
  const cookie = await signUpAndVerify(t, buildUser());
  const profile = (await (await t.request('/api/profile', { cookie })).json()) as { id: string };
  return { id: profile.id, cookie };
}

export async function buildTodo(t: TestApp, user: SignedInUser, fields: Partial<CreateTodoRequest> = {}): Promise<Todo> {
  const response = await t.request('/api/todos', { json: { title: 'Write the report', ...fields }, cookie: user.cookie });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Todo;
}

/** Habits have no create route yet (the habits screen comes later), so tests insert them. */
export async function buildHabit(t: TestApp, userId: string, fields: { title?: string; color?: string } = {}) {
  const [habit] = await t.db
    .insert(habits)
    .values({ userId, title: fields.title ?? 'Read', color: fields.color ?? '#4C51BF' })
    .returning();
  return habit!;
}

/** The edit form's body for a task: the whole form, as the dialog sends it. */
export function editFormOf(todo: Todo, changes: Partial<UpdateTodoRequest> = {}): UpdateTodoRequest {
  return {
    title: todo.title,
    description: todo.description,
    priority: todo.priority,
    dueDate: todo.dueDate,
    category: todo.category,
    status: todo.status,
    estimatedMinutes: todo.estimatedMinutes,
    habitId: todo.habitId,
    expectedUpdatedAt: todo.updatedAt,
    ...changes,
  };
}

export function todoCalls(t: TestApp, user: SignedInUser, headers: Record<string, string> = {}) {
  const call = (path: string, init: { method?: string; json?: unknown } = {}) =>
    t.request(`/api/todos${path}`, { ...init, cookie: user.cookie, headers });
  return {
    list: () => call(''),
    get: (id: string) => call(`/${id}`),
    create: (json: unknown) => call('', { json }),
    edit: (id: string, json: unknown) => call(`/${id}`, { method: 'PATCH', json }),
    move: (id: string, json: unknown) => call(`/${id}/move`, { json }),
    toggle: (id: string) => call(`/${id}/toggle`, { method: 'POST' }),
    remove: (id: string) => call(`/${id}`, { method: 'DELETE' }),
    restore: (id: string) => call(`/${id}/restore`, { method: 'POST' }),
    history: () => call('/history'),
    async listJson() {
      return (await (await call('')).json()) as Todo[];
    },
    async historyJson() {
      return (await (await call('/history')).json()) as TaskHistoryEntry[];
    },
  };
}
