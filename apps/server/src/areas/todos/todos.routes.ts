import { TODO_MESSAGES, completeTodoRequestSchema, createChecklistItemRequestSchema, moveChecklistItemRequestSchema, updateChecklistItemRequestSchema, todoListQuerySchema, createTodoRequestSchema, noInputSchema, moveTodoRequestSchema, updateTodoRequestSchema, type StaleTodoResponse } from '@cadence/shared';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { parseJsonBody } from '../../http/json-body';
import { parseInput } from '../../http/parse-input';
import { addChecklistItem, deleteChecklistItem, moveChecklistItem, updateChecklistItem } from './checklist.service';
import type { TodosContext } from './todo-context';
import { completeTodo, editTodo, moveTodo, toggleTodo, type TodoChangeResult } from './todo-status.service';
import { createTodo, deleteTodo, getTodo, listHistory, listTodosJson, restoreTodo } from './todos.service';
import { jsonAnswer, jsonValueAnswer } from '../../http/json-answer';

/** 200 with the task, or 409 with the error and the current task so the form can show it. */
function changeResponse(c: Context<AppEnv>, result: TodoChangeResult) {
  if (result.kind === 'changed') return c.json(result.todo);
  const body: StaleTodoResponse = { error: { code: 'CONFLICT', message: TODO_MESSAGES.staleTask }, todo: result.todo };
  return c.json(body, 409);
}

/** /api/todos: the signed-in user's tasks and their history (docs/product/todos.md; mounted behind requireUser). */
export function todosRoutes(ctx: TodosContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // The board's own request has no query: it skips the parse (the list is issue 9's hot path).
  app.get('/', async (c) => {
    const query = c.req.url.includes('?') ? parseInput(todoListQuerySchema, c.req.query()) : {};
    return jsonAnswer(c, await listTodosJson(ctx, c.get('actor'), query));
  });

  app.post('/', async (c) => {
    const input = await parseJsonBody(c, createTodoRequestSchema);
    return c.json(await createTodo(ctx, c.get('actor'), input), 201);
  });

  app.get('/:id', async (c) => c.json(await getTodo(ctx, c.get('actor'), c.req.param('id'))));

  app.patch('/:id', async (c) => {
    const input = await parseJsonBody(c, updateTodoRequestSchema);
    return changeResponse(c, await editTodo(ctx, c.get('actor'), c.req.param('id'), input));
  });

  app.post('/:id/move', async (c) => {
    const input = await parseJsonBody(c, moveTodoRequestSchema);
    return changeResponse(c, await moveTodo(ctx, c.get('actor'), c.req.param('id'), input));
  });

  app.post('/:id/toggle', async (c) => {
    await parseJsonBody(c, noInputSchema);
    return c.json(await toggleTodo(ctx, c.get('actor'), c.req.param('id')));
  });

  app.post('/:id/complete', async (c) => {
    const input = await parseJsonBody(c, completeTodoRequestSchema);
    return c.json(await completeTodo(ctx, c.get('actor'), c.req.param('id'), input));
  });

  app.delete('/:id', async (c) => {
    await parseJsonBody(c, noInputSchema);
    await deleteTodo(ctx, c.get('actor'), c.req.param('id'));
    return c.body(null, 204);
  });

  app.post('/:id/restore', async (c) => {
    await parseJsonBody(c, noInputSchema);
    return c.json(await restoreTodo(ctx, c.get('actor'), c.req.param('id')));
  });

  // docs/product/todos.md "Checklist": the task's items, under the task (no static sibling of /:id).
  app.post('/:id/checklist', async (c) => {
    const input = await parseJsonBody(c, createChecklistItemRequestSchema);
    return c.json(await addChecklistItem(ctx, c.get('actor'), c.req.param('id'), input), 201);
  });

  app.patch('/:id/checklist/:itemId', async (c) => {
    const input = await parseJsonBody(c, updateChecklistItemRequestSchema);
    return c.json(await updateChecklistItem(ctx, c.get('actor'), { todoId: c.req.param('id'), itemId: c.req.param('itemId') }, input));
  });

  app.post('/:id/checklist/:itemId/move', async (c) => {
    const input = await parseJsonBody(c, moveChecklistItemRequestSchema);
    return c.json(await moveChecklistItem(ctx, c.get('actor'), { todoId: c.req.param('id'), itemId: c.req.param('itemId') }, input));
  });

  app.delete('/:id/checklist/:itemId', async (c) => {
    await parseJsonBody(c, noInputSchema);
    await deleteChecklistItem(ctx, c.get('actor'), { todoId: c.req.param('id'), itemId: c.req.param('itemId') });
    return c.body(null, 204);
  });

  return app;
}

/**
 * /api/todo-history: 'Task Movement History' (docs/product/todos.md "History"). Its own prefix: a static
 * path beside /api/todos/:id would make Hono fall back from its RegExpRouter to the slower TrieRouter
 * for every request (docs/architecture.md "Route shapes").
 */
export function todoHistoryRoutes(ctx: TodosContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => jsonValueAnswer(c, await listHistory(ctx, c.get('actor'))));
  return app;
}
