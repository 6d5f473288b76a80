import {
  TODO_MESSAGES,
  createTodoRequestSchema,
  isValidTimeZone,
  moveTodoRequestSchema,
  updateTodoRequestSchema,
  type StaleTodoResponse,
} from '@cadence/shared';
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { parseInput } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import type { TodoActor, TodosContext } from './todo-context';
import { editTodo, moveTodo, toggleTodo, type TodoChangeResult } from './todo-status.service';
import { createTodo, deleteTodo, getTodo, listHistory, listTodosJson, restoreTodo } from './todos.service';

/** The client names its IANA time zone so "today" (habit completions) is the user's day, not the server's. */
export const TIME_ZONE_HEADER = 'X-Timezone';

function actorOf(c: Context<AppEnv>): TodoActor {
  const zone = c.req.header(TIME_ZONE_HEADER)?.trim() ?? '';
  return { userId: c.get('user').id, timeZone: isValidTimeZone(zone) ? zone : 'UTC' };
}

/** A missing body parses as nothing, so the schema answers with its own message. */
async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  return c.req.json().catch(() => undefined);
}

/** 200 with the task, or 409 with the error and the current task so the form can show it. */
function changeResponse(c: Context<AppEnv>, result: TodoChangeResult) {
  if (result.kind === 'changed') return c.json(result.todo);
  const body: StaleTodoResponse = { error: { code: 'CONFLICT', message: TODO_MESSAGES.staleTask }, todo: result.todo };
  return c.json(body, 409);
}

/** /api/todos: the signed-in user's tasks and their history (spec part 1 §7, issue 3 "API"). */
export function todosRoutes(deps: AppDeps): Hono<AppEnv> {
  const ctx: TodosContext = { db: deps.db, clock: deps.clock };
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps));

  app.get('/', async (c) => c.body(await listTodosJson(ctx, c.get('user').id), 200, { 'content-type': 'application/json' }));

  // before /:id, which would otherwise take 'history' for an id
  app.get('/history', async (c) => c.json(await listHistory(ctx, c.get('user').id)));

  app.post('/', async (c) => {
    const input = parseInput(createTodoRequestSchema, await jsonBody(c));
    return c.json(await createTodo(ctx, actorOf(c), input), 201);
  });

  app.get('/:id', async (c) => c.json(await getTodo(ctx, c.get('user').id, c.req.param('id'))));

  app.patch('/:id', async (c) => {
    const input = parseInput(updateTodoRequestSchema, await jsonBody(c));
    return changeResponse(c, await editTodo(ctx, actorOf(c), c.req.param('id'), input));
  });

  app.post('/:id/move', async (c) => {
    const input = parseInput(moveTodoRequestSchema, await jsonBody(c));
    return changeResponse(c, await moveTodo(ctx, actorOf(c), c.req.param('id'), input));
  });

  app.post('/:id/toggle', async (c) => c.json(await toggleTodo(ctx, actorOf(c), c.req.param('id'))));

  app.delete('/:id', async (c) => {
    await deleteTodo(ctx, c.get('user').id, c.req.param('id'));
    return c.body(null, 204);
  });

  app.post('/:id/restore', async (c) => c.json(await restoreTodo(ctx, c.get('user').id, c.req.param('id'))));

  return app;
}
