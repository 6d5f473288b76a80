import { randomUUID } from 'node:crypto';
import { eq, ne, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TODO_STATUSES, type Todo, type TodoStatus } from '@cadence/shared';
import { taskHistory, todos, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { todosContextOf } from '../../testing/area-contexts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import type { Actor } from '../../context/actor';
import type { TodosContext } from './todo-context';
import { editTodo, moveTodo, toggleTodo } from './todo-status.service';
import { createTodo, deleteTodo, getTodo } from './todos.service';

// Property test of the transition rules at the service level, on the real database (issue 3 "Tests").

let t: TestApp;
let ctx: TodosContext;
beforeAll(async () => {
  t = await createTestApp();
  ctx = todosContextOf(t);
});
afterAll(async () => t.close());

const status = fc.constantFrom(...TODO_STATUSES);
const actorIndex = fc.constantFrom(0, 1);
const pick = fc.nat(); // which existing task (modulo the count), possibly another user's

type Op =
  | { kind: 'create'; actor: number; status: TodoStatus | undefined }
  | { kind: 'edit'; actor: number; pick: number; status: TodoStatus }
  | { kind: 'move'; actor: number; pick: number; status: TodoStatus }
  | { kind: 'toggle'; actor: number; pick: number }
  | { kind: 'delete'; actor: number; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), actor: actorIndex, status: fc.option(status, { nil: undefined }) }),
  fc.record({ kind: fc.constant('edit' as const), actor: actorIndex, pick, status }),
  fc.record({ kind: fc.constant('move' as const), actor: actorIndex, pick, status }),
  fc.record({ kind: fc.constant('toggle' as const), actor: actorIndex, pick }),
  fc.record({ kind: fc.constant('delete' as const), actor: actorIndex, pick }),
);

interface ModelTodo {
  id: string;
  owner: number;
  status: TodoStatus;
  deleted: boolean;
}

async function newUsers(): Promise<Actor[]> {
  const ids = [randomUUID(), randomUUID()];
  await t.db.insert(users).values(ids.map((id) => ({ id, name: 'P', email: `${id}@example.com`, emailVerified: true })));
  return ids.map((userId) => ({ userId, timeZone: 'UTC' }));
}

async function expectNotFound(action: Promise<unknown>) {
  await expect(action).rejects.toSatisfy((error) => error instanceof AppError && error.code === 'NOT_FOUND');
}

describe('to-do history (property, docs/product/todos.md "History")', () => {
  it('for any sequence of creates, edits, moves, toggles and deletes by two users: one row per create, per status change and per delete, completed_at exactly when completed, no row crosses users', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 20 }), async (ops) => {
        const actors = await newUsers();
        const model: ModelTodo[] = [];
        const expectedRows = [0, 0];

        for (const step of ops) {
          const actor = actors[step.actor]!;
          if (step.kind === 'create') {
            const todo = await createTodo(ctx, actor, {
              title: 'Task',
              description: null,
              priority: 'medium',
              dueDate: null,
              dueTime: null,
              reminder: null,
              category: null,
              status: step.status ?? 'not_started',
              estimatedMinutes: null,
              habitId: null,
              goalId: null,
              repeat: null,
            });
            model.push({ id: todo.id, owner: step.actor, status: todo.status, deleted: false });
            // 'Task created', plus the change when it was created in another column
            expectedRows[step.actor]! += todo.status === 'not_started' ? 1 : 2;
            continue;
          }
          const target = model[step.pick % Math.max(model.length, 1)];
          if (!target) continue;
          const reachable = target.owner === step.actor && !target.deleted;
          const action = (): Promise<unknown> => {
            switch (step.kind) {
              case 'edit':
                return getTodo(ctx, actor, target.id).then((current: Todo) =>
                  editTodo(ctx, actor, target.id, { ...current, status: step.status, expectedUpdatedAt: current.updatedAt }),
                );
              case 'move':
                return moveTodo(ctx, actor, target.id, { status: step.status });
              case 'toggle':
                return toggleTodo(ctx, actor, target.id);
              case 'delete':
                return deleteTodo(ctx, actor, target.id);
            }
          };
          if (!reachable) {
            await expectNotFound(action());
            continue;
          }
          await action();
          const next =
            step.kind === 'toggle'
              ? TODO_STATUSES[(TODO_STATUSES.indexOf(target.status) + 1) % 3]!
              : step.kind === 'delete'
                ? target.status
                : step.status;
          // one row per status change, and one per delete (issue 13)
          if (next !== target.status || step.kind === 'delete') expectedRows[step.actor]! += 1;
          target.status = next;
          if (step.kind === 'delete') target.deleted = true;
        }

        for (const [index, actor] of actors.entries()) {
          const [{ count } = { count: -1 }] = await t.db
            .select({ count: sql<number>`count(*)::int` })
            .from(taskHistory)
            .where(eq(taskHistory.userId, actor.userId));
          expect(count).toBe(expectedRows[index]);
        }
        for (const item of model) {
          const [row] = await t.db.select().from(todos).where(eq(todos.id, item.id));
          expect(row!.status).toBe(item.status);
          expect(row!.completedAt !== null).toBe(row!.status === 'completed');
          expect(row!.deletedAt !== null).toBe(item.deleted);
          expect(row!.userId).toBe(actors[item.owner]!.userId);
        }
        const crossing = await t.db
          .select({ id: taskHistory.id })
          .from(taskHistory)
          .innerJoin(todos, eq(todos.id, taskHistory.todoId))
          .where(ne(todos.userId, taskHistory.userId));
        expect(crossing).toEqual([]);
        const foreignAuthor = await t.db.select({ id: taskHistory.id }).from(taskHistory).where(ne(taskHistory.changedBy, taskHistory.userId));
        expect(foreignAuthor).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
