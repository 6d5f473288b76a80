import type { TaskHistoryEntry, Todo, UpdateTodoRequest } from '@cadence/shared';
import type { Clock } from '../clock';
import { openPostgres, type Database } from '../db/client';
import { createTestApp, type TestApp } from './create-test-app';
import type { SignedInUser } from './factories';

// The to-do API tests' own helpers: the edit form's body and typed calls. Users, tasks and habits
// come from testing/factories.ts.
export { buildHabit, buildTodo, signedInUser, signedInUserAt, type SignedInUser } from './factories';

/**
 * A second app instance on the same data (docs/architecture.md "Several instances"): on PostgreSQL
 * with its own connection pool, as a second process would have.
 */
export async function secondTodosInstance(t: TestApp, clock: Clock): Promise<TestApp & { closeAll(): Promise<void> }> {
  const own: Database | null = t.database.kind === 'postgres' && t.database.connectionString ? openPostgres(t.database.connectionString, 5) : null;
  const app = await createTestApp({ clock, database: own ?? t.database });
  return {
    ...app,
    async closeAll() {
      await app.close();
      await own?.close();
    },
  };
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
    t.request(path === '/history' ? '/api/todo-history' : `/api/todos${path}`, { ...init, cookie: user.cookie, headers });
  return {
    list: () => call(''),
    get: (id: string) => call(`/${id}`),
    create: (json: unknown) => call('', { json }),
    edit: (id: string, json: unknown) => call(`/${id}`, { method: 'PATCH', json }),
    move: (id: string, json: unknown) => call(`/${id}/move`, { json }),
    toggle: (id: string) => call(`/${id}/toggle`, { method: 'POST' }),
    complete: (id: string, json: unknown) => call(`/${id}/complete`, { json }),
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
