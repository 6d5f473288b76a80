import type { Goal, Habit, JournalPage, MoodLog, Todo } from '@cadence/shared';
import type { Hono, MiddlewareHandler } from 'hono';
import type { BearerCheckOptions } from './areas/access/bearer-check';
import { bearerCheck } from './areas/access/bearer-check';
import type { McpCapabilities, McpContext } from './areas/access/mcp-context';
import { mcpRequestRules, mcpRoutes } from './areas/access/mcp.routes';
import { getSessionState, startSession, stopSession } from './areas/activity/active-session.service';
import type { ActivityContext } from './areas/activity/activity-context';
import { getActivityReport } from './areas/activity/activity-report.service';
import { getReview } from './areas/dashboard/dashboard.service';
import { listGoalsJson } from './areas/goals/goals.service';
import { setHabitDay } from './areas/habits/habit-days.service';
import { listHabitsJson } from './areas/habits/habits.service';
import { createEntry, listEntriesJson } from './areas/journal/journal.service';
import { listMoodLogsJson } from './areas/journal/moods.service';
import type { TodosContext } from './areas/todos/todo-context';
import { completeTodo, editTodo } from './areas/todos/todo-status.service';
import { createTodo, getTodo, listTodosJson } from './areas/todos/todos.service';
import type { Config } from './config';
import type { DiskSpaceGuard } from './db/embedded/disk-space-guard';
import type { AppEnv } from './http/app-env';

// docs/product/access.md "The MCP server": the MCP server's view of the other areas, built from their own
// services with the contexts app.ts gave them (the to-do area's habit link, the activity area's task
// link), so a tool call is the same change as the same request to the API.

export const MCP_PATH = '/mcp';

export interface McpMountOptions {
  todosContext: TodosContext;
  activityContext: ActivityContext;
  config: Config;
  /** What every signed-in request passes after its check: fair turns at the database. */
  after: ReadonlyArray<MiddlewareHandler<AppEnv>>;
  bearer?: BearerCheckOptions;
  /** The embedded database's disk: tools that write are refused while it is nearly full (issue 25 §2). */
  diskSpace?: DiskSpaceGuard;
}

export function mcpCapabilities({ todosContext, activityContext }: Pick<McpMountOptions, 'todosContext' | 'activityContext'>): McpCapabilities {
  const ctx = todosContext;
  return {
    tasks: {
      list: async (actor) => JSON.parse(await listTodosJson(todosContext, actor)) as Todo[],
      get: (actor, id) => getTodo(todosContext, actor, id),
      create: (actor, input) => createTodo(todosContext, actor, input),
      edit: async (actor, id, input) => {
        const result = await editTodo(todosContext, actor, id, input);
        return { kind: result.kind, value: result.todo };
      },
      complete: (actor, id, completed) => completeTodo(todosContext, actor, id, { completed }),
    },
    habits: {
      list: async (actor) => JSON.parse(await listHabitsJson(ctx, actor)) as Habit[],
      setDay: (actor, change) => setHabitDay(ctx, actor, change),
    },
    journal: {
      list: async (actor, query) => JSON.parse(await listEntriesJson(ctx, actor, query)) as JournalPage,
      create: (actor, input) => createEntry(ctx, actor, input),
      moods: async (actor) => JSON.parse(await listMoodLogsJson(ctx, actor)) as MoodLog[],
    },
    timer: {
      state: (actor) => getSessionState(activityContext, actor),
      start: (actor, input) => startSession(activityContext, actor, input),
      stop: (actor, sessionId) => stopSession(activityContext, actor, sessionId),
      report: (actor, query) => getActivityReport(ctx, actor, query),
    },
    reviews: {
      review: (actor, query) => getReview(ctx, actor, query),
      goals: async (actor) => JSON.parse(await listGoalsJson(ctx, actor)) as Goal[],
    },
  };
}

/** Mounts /mcp: the request rules (Origin, Host), the bearer check with no scopes (each tool checks its own), fair turns, the server. */
export function mountMcp(app: Hono<AppEnv>, options: McpMountOptions): void {
  const ctx: McpContext = { ...options.todosContext, areas: mcpCapabilities(options), writable: () => options.diskSpace?.now().writable ?? true };
  const check = bearerCheck(ctx, null, options.bearer);
  for (const rule of mcpRequestRules(options.config)) app.use(MCP_PATH, rule);
  app.use(MCP_PATH, check);
  for (const middleware of options.after) app.use(MCP_PATH, middleware);
  app.route(MCP_PATH, mcpRoutes(ctx));
}
