import {
  MCP_MESSAGES,
  MCP_PAGE_DEFAULT,
  MCP_TOOL_INPUTS,
  journalListQuerySchema,
  matchesTodoFilter,
  mayUseTool,
  searchTerms,
  todoSearchText,
  toolScopeMissing,
  type McpToolInput,
  type McpToolName,
  type Todo,
} from '@cadence/shared';
import type { CallToolResult, McpServer, ToolAnnotations } from '@modelcontextprotocol/server';
import type { Actor } from '../../context/actor';
import { AppError } from '../../http/app-error';
import { diskFull } from '../../http/error-handler';
import type { McpContext } from './mcp-context';
import { runTool, toolRefusal } from './mcp-results';
import { applyEdits, editOf, findHabit, tasksById } from './mcp-task-edits';
import { habitView, overviewOf, taskView, timerView, todayOf, writtenAtFor } from './mcp-views';

// docs/product/access.md "The MCP server": the tools. Each calls the areas' own services with the
// token's actor, so a change is the same change the app makes, logged for undo under the token's name.

const READ: ToolAnnotations = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
const ADD: ToolAnnotations = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };
/** Sets a value (a status, a date, a day done): sending it twice changes nothing more; it overwrites what was there. */
const SET: ToolAnnotations = { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false };

interface ToolSpec<N extends McpToolName> {
  name: N;
  title: string;
  description: string;
  annotations: ToolAnnotations;
  run: (input: McpToolInput<N>) => Promise<Record<string, unknown>>;
}

/** Registers the tools the token may use; with `refuseOthers` (a tools/call), the others too, answering which scope they need. */
export function registerTools(server: McpServer, ctx: McpContext, actor: Actor, refuseOthers: boolean): void {
  const scopes = actor.agent?.scopes ?? [];
  const register = <N extends McpToolName>(spec: ToolSpec<N>) => {
    const allowed = mayUseTool(scopes, spec.name);
    if (!allowed && !refuseOthers) return;
    const inputSchema = MCP_TOOL_INPUTS[spec.name];
    const writes = spec.annotations.readOnlyHint !== true;
    const handler = async (input: unknown): Promise<CallToolResult> => {
      if (!allowed) return toolRefusal(toolScopeMissing(spec.name));
      return runTool(ctx.logger, spec.name, () => {
        // As the API's disk rule (http/disk-space-rule.middleware.ts): a write is refused before it reaches the engine.
        if (writes && !ctx.writable()) throw diskFull();
        return spec.run(input as McpToolInput<N>);
      });
    };
    // A tool the token may not use takes no arguments: whatever it is sent, the answer is the scope it needs.
    const config = { title: spec.title, description: spec.description, inputSchema: allowed ? inputSchema : undefined, annotations: { title: spec.title, ...spec.annotations } };
    server.registerTool(spec.name, config, handler as never);
  };
  for (const spec of toolSpecs(ctx, actor)) register(spec as ToolSpec<McpToolName>);
}

function toolSpecs(ctx: McpContext, actor: Actor): Array<ToolSpec<McpToolName>> {
  const { areas } = ctx;
  const specs = [
    spec({
      name: 'get_overview',
      title: 'Overview of a day',
      description: 'The day at a glance (today when no date): tasks due and overdue, habits done, the running timer, whether a mood was logged, time tracked by type. Parts the token has no scope for are listed in leftOut.',
      annotations: READ,
      run: ({ date }) => overviewOf(ctx, actor, date ?? todayOf(ctx, actor)),
    }),
    spec({
      name: 'find_tasks',
      title: 'Find tasks',
      description: 'Tasks matching words in the title or description, a status (or "open" for not completed) and a due filter (overdue, today, week), a page at a time; pass nextCursor for the next page.',
      annotations: READ,
      run: async ({ query, status, due, cursor, limit }) => {
        const terms = searchTerms(query ?? '');
        const today = todayOf(ctx, actor);
        const filter = { query: query ?? '', priority: 'any' as const, category: null, due: due ?? 'any' };
        const matching = (await areas.tasks.list(actor)).filter(
          (todo) => (status === undefined || (status === 'open' ? todo.status !== 'completed' : todo.status === status)) && matchesTodoFilter(todo, filter, today, terms, todoSearchText),
        );
        const offset = Number(cursor ?? 0);
        const size = limit ?? MCP_PAGE_DEFAULT;
        const end = offset + size;
        return { tasks: matching.slice(offset, end).map(taskView), total: matching.length, nextCursor: end < matching.length ? String(end) : null, next: 'Use the ids with update_tasks, complete_tasks or reschedule_tasks.' };
      },
    }),
    spec({
      name: 'add_tasks',
      title: 'Add tasks',
      description: 'Adds up to 25 tasks to the board, each with a title and optionally a description, priority (high, medium, low), dueDate (YYYY-MM-DD), dueTime (HH:MM), category, estimatedMinutes.',
      annotations: ADD,
      run: async ({ tasks }) => {
        const added: Todo[] = [];
        for (const input of tasks) added.push(await areas.tasks.create(actor, input));
        return { added: added.map(taskView), next: 'The person sees them on their board at once, marked with this token’s name, and can undo them from their profile.' };
      },
    }),
    spec({
      name: 'update_tasks',
      title: 'Change tasks',
      description: 'Changes fields of up to 25 tasks by id: title, description, priority, dueDate, category, status (not_started, in_progress, completed), estimatedMinutes. Fields left out stay as they are.',
      annotations: SET,
      run: async ({ tasks }) => {
        const current = await tasksById(ctx, actor, tasks.map((task) => task.id));
        const edits = tasks.map(({ id: _id, ...fields }, index) => editOf(current[index]!, fields, index, tasks.length));
        return applyEdits(ctx, actor, tasks.map((task) => task.id), edits);
      },
    }),
    spec({
      name: 'complete_tasks',
      title: 'Complete tasks',
      description: 'Marks up to 25 tasks completed by id (or not completed again with completed: false). A repeating task gets its next occurrence; a task linked to a habit marks the habit done.',
      annotations: SET,
      run: async ({ ids, completed }) => {
        await tasksById(ctx, actor, ids);
        const done: Todo[] = [];
        for (const id of ids) done.push(await areas.tasks.complete(actor, id, completed ?? true));
        return { tasks: done.map(taskView), next: 'Call get_overview to see what is left for today.' };
      },
    }),
    spec({
      name: 'reschedule_tasks',
      title: 'Reschedule tasks',
      description: 'Moves up to 25 tasks to another due date (YYYY-MM-DD), or to no date with null.',
      annotations: SET,
      run: async ({ tasks }) => {
        const current = await tasksById(ctx, actor, tasks.map((task) => task.id));
        const edits = tasks.map(({ dueDate }, index) => editOf(current[index]!, { dueDate }, index, tasks.length));
        return applyEdits(ctx, actor, tasks.map((task) => task.id), edits);
      },
    }),
    spec({
      name: 'start_timer',
      title: 'Start the timer',
      description: 'Starts the activity timer with a title and a type (work, exercise, learning, leisure, social, other), optionally linked to a task (todoId), which then goes in progress. Only one timer runs at a time.',
      annotations: ADD,
      run: async (input) => {
        const outcome = await areas.timer.start(actor, input);
        if (outcome.kind === 'conflict') throw new AppError('CONFLICT', MCP_MESSAGES.timerRunning);
        return { timer: timerView(ctx, outcome.value), next: 'Call stop_timer when the activity ends: it is logged with its time.' };
      },
    }),
    spec({
      name: 'stop_timer',
      title: 'Stop the timer',
      description: 'Stops the running timer and logs the activity with its time.',
      annotations: { ...SET, idempotentHint: false },
      run: async () => {
        const state = await areas.timer.state(actor);
        if (!state.session) throw new AppError('CONFLICT', MCP_MESSAGES.noTimer);
        const outcome = await areas.timer.stop(actor, state.session.id);
        if (outcome.kind === 'conflict') throw new AppError('CONFLICT', MCP_MESSAGES.noTimer);
        const activity = outcome.value.activity;
        return { logged: activity && { id: activity.id, title: activity.title, type: activity.type, durationSeconds: activity.durationSeconds, startedAt: activity.startedAt }, next: 'Call get_overview to see today’s time by type.' };
      },
    }),
    spec({
      name: 'current_timer',
      title: 'The running timer',
      description: 'Whether the timer runs, and if so what for and for how long.',
      annotations: READ,
      run: async () => ({ timer: timerView(ctx, await areas.timer.state(actor)) }),
    }),
    spec({
      name: 'log_habit',
      title: 'Log a habit',
      description: 'Marks a habit done on a day (today when no date), found by its id or its exact title; done: false un-marks the day.',
      annotations: SET,
      run: async ({ habit, date, done }) => {
        const day = date ?? todayOf(ctx, actor);
        const found = findHabit(await areas.habits.list(actor), habit);
        const updated = await areas.habits.setDay(actor, { id: found.id, date: day, done: done ?? true });
        return { habit: habitView(updated, day), next: 'Call habit_stats for the streaks of every habit.' };
      },
    }),
    spec({
      name: 'habit_stats',
      title: 'Habit statistics',
      description: 'Each habit (or one, by id or title) with its streak, best streak, completion rate over 30 days, days done in the last 7 and whether it is done today.',
      annotations: READ,
      run: async ({ habit }) => {
        const habits = await areas.habits.list(actor);
        const today = todayOf(ctx, actor);
        return { today, habits: (habit === undefined ? habits : [findHabit(habits, habit)]).map((one) => habitView(one, today)), next: 'Call log_habit to mark a habit done.' };
      },
    }),
    spec({
      name: 'add_journal_entry',
      title: 'Write a journal entry',
      description: 'Adds a journal entry for a day (today when no date): its text, a mood from 1 to 10 and tags.',
      annotations: ADD,
      run: async ({ date, text, mood, tags }) => {
        const entry = (await areas.journal.create(actor, { content: text, mood, tags, highlights: [], gratitude: [], createdAt: writtenAtFor(ctx, actor, date) })) as { id: string; date: string; mood: number; tags: string[] };
        return { entry: { id: entry.id, date: entry.date, mood: entry.mood, tags: entry.tags }, next: 'Call search_journal to read entries back.' };
      },
    }),
    spec({
      name: 'search_journal',
      title: 'Search the journal',
      description: 'Journal entries, newest first, whose text or tags contain the query, or with a tag; pass nextCursor for the next page.',
      annotations: READ,
      run: async ({ query, tag, cursor }) => {
        const parsed = journalListQuerySchema.safeParse({ q: query, tag, cursor });
        if (!parsed.success) throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? MCP_MESSAGES.invalidCursor);
        const page = await areas.journal.list(actor, parsed.data);
        const entries = page.entries.map(({ id, date, createdAt, content, mood, tags, highlights, gratitude }) => ({ id, date, createdAt, content, mood, tags, highlights, gratitude }));
        return { entries, nextCursor: page.nextCursor };
      },
    }),
    spec({
      name: 'week_review',
      title: 'Weekly review',
      description: 'The last 7 days (or 30 with range "month"): each day’s average mood, habits done and productive minutes, and the patterns found between moods and habits. Moods are numbers; no journal text.',
      annotations: READ,
      run: async ({ range }) => ({ ...(await areas.reviews.review(actor, { range: range ?? 'week' })), next: 'Call goal_progress for the goals.' }),
    }),
    spec({
      name: 'goal_progress',
      title: 'Goal progress',
      description: 'Each goal with its status, progress in percent, target date and milestones done.',
      annotations: READ,
      run: async () => ({
        goals: (await areas.reviews.goals(actor)).map((goal) => ({
          id: goal.id,
          title: goal.title,
          status: goal.status,
          progress: goal.progress,
          targetDate: goal.targetDate,
          milestones: { done: goal.milestones.filter((milestone) => milestone.completed).length, total: goal.milestones.length },
          linkedTasks: goal.tasks.length,
          linkedHabits: goal.habits.length,
        })),
      }),
    }),
  ];
  return specs as Array<ToolSpec<McpToolName>>;
}

function spec<N extends McpToolName>(value: ToolSpec<N>): ToolSpec<N> {
  return value;
}
