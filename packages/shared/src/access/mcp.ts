import { z } from '../zod';
import { isCalendarDate } from '../calendar/local-date';
import { safeString } from '../text/safe-text';
import { startSessionRequestSchema } from '../activity/activity-schemas';
import { REVIEW_RANGES } from '../dashboard/dashboard-constants';
import { createJournalEntryRequestSchema, journalContentSchema } from '../journal/journal-schemas';
import { JOURNAL_SEARCH_MAX_LENGTH, JOURNAL_TAG_MAX_LENGTH } from '../journal/journal-constants';
import { TODO_DUE_FILTERS } from '../todos/todo-filter';
import { TODO_STATUSES } from '../todos/todo-constants';
import { TODO_MESSAGES } from '../todos/todo-messages';
import { createTodoRequestSchema, todoPrioritySchema, todoStatusSchema } from '../todos/todo-schemas';
import { hasScope, type AccessScope } from './access-scopes';

// docs/product/access.md "The MCP server": the tools an AI assistant may call on /mcp, the scope each
// needs, their inputs (the areas' own request schemas where they fit, so a broken rule reads as it
// does in the app) and their limits.

/** A batch tool takes at most this many items in one call (docs/product/access.md "The MCP server"). */
export const MCP_BATCH_MAX = 25;
/** find_tasks and search_journal answer in pages of at most this many. */
export const MCP_PAGE_MAX = 50;
export const MCP_PAGE_DEFAULT = 20;
/** The largest /mcp request body: a full batch of long tasks fits with room to spare. */
export const MCP_MAX_BODY_BYTES = 100 * 1024;

export const MCP_MESSAGES = {
  invalidDate: 'Date must be a real date in the form YYYY-MM-DD',
  batchTooBig: (what: string) => `Send at most ${MCP_BATCH_MAX} ${what} in one call. Split the rest into another call.`,
  batchEmpty: (what: string) => `Send at least one of the ${what}.`,
  invalidTaskId: 'Task id must be the id find_tasks gave',
  invalidCursor: 'Cursor must be the nextCursor of the previous page',
  invalidLimit: `Limit must be a whole number from 1 to ${MCP_PAGE_MAX}`,
  habitRequired: 'Habit is required: its id or its title',
  habitNotFound: 'No habit has that id or title. Call habit_stats to see the habits.',
  habitAmbiguous: 'Several habits have that title. Send the habit’s id instead.',
  noTimer: 'No timer is running.',
  timerRunning: 'A timer is already running. Stop it first with stop_timer.',
  bodyTooLarge: `The request is too large: at most ${MCP_MAX_BODY_BYTES / 1024} KB.`,
  foreignOrigin: 'Requests to /mcp from another site are refused.',
  postOnly: 'This MCP server is stateless: send each message as a POST to /mcp.',
  internal: 'Something went wrong on our side. Nothing was changed; try again.',
} as const;

const calendarDateSchema = z.string({ error: MCP_MESSAGES.invalidDate }).refine(isCalendarDate, MCP_MESSAGES.invalidDate);
const taskIdSchema = z.uuid({ error: MCP_MESSAGES.invalidTaskId });
const batch = <T extends z.ZodType>(item: T, what: string) => z.array(item).min(1, MCP_MESSAGES.batchEmpty(what)).max(MCP_BATCH_MAX, MCP_MESSAGES.batchTooBig(what));
const cursorSchema = z.string({ error: MCP_MESSAGES.invalidCursor }).regex(/^\d{1,6}$/, MCP_MESSAGES.invalidCursor);
const limitSchema = z.int({ error: MCP_MESSAGES.invalidLimit }).min(1, MCP_MESSAGES.invalidLimit).max(MCP_PAGE_MAX, MCP_MESSAGES.invalidLimit);
const habitRefSchema = safeString('Habit', MCP_MESSAGES.habitRequired).trim().min(1, MCP_MESSAGES.habitRequired).max(100, MCP_MESSAGES.habitNotFound);

/** The inputs of every tool, by name (each a zod object the SDK advertises as JSON Schema and checks). */
export const MCP_TOOL_INPUTS = {
  get_overview: z.strictObject({ date: calendarDateSchema.optional() }),
  find_tasks: z.strictObject({
    query: safeString('Query').trim().max(200, 'Query must be at most 200 characters').optional(),
    status: z.enum([...TODO_STATUSES, 'open'], { error: 'Status must be not_started, in_progress, completed or open' }).optional(),
    due: z.enum(TODO_DUE_FILTERS, { error: 'Due must be any, overdue, today or week' }).optional(),
    cursor: cursorSchema.optional(),
    limit: limitSchema.optional(),
  }),
  // The board's own create body, so a task an assistant adds meets the rules a task typed in meets.
  add_tasks: z.strictObject({ tasks: batch(createTodoRequestSchema, 'tasks') }),
  update_tasks: z.strictObject({
    tasks: batch(
      z.strictObject({
        id: taskIdSchema,
        title: z.string().optional(),
        description: z.string().nullable().optional(),
        priority: todoPrioritySchema.optional(),
        dueDate: z.string().nullable().optional(),
        category: z.string().nullable().optional(),
        status: todoStatusSchema.optional(),
        estimatedMinutes: z.number().nullable().optional(),
      }),
      'tasks',
    ),
  }),
  complete_tasks: z.strictObject({ ids: batch(taskIdSchema, 'task ids'), completed: z.boolean({ error: TODO_MESSAGES.invalidCompleted }).optional() }),
  reschedule_tasks: z.strictObject({ tasks: batch(z.strictObject({ id: taskIdSchema, dueDate: calendarDateSchema.nullable() }), 'tasks') }),
  start_timer: startSessionRequestSchema.omit({ id: true, startedAt: true }),
  stop_timer: z.strictObject({}),
  current_timer: z.strictObject({}),
  log_habit: z.strictObject({ habit: habitRefSchema, date: calendarDateSchema.optional(), done: z.boolean({ error: 'Done must be true or false' }).optional() }),
  habit_stats: z.strictObject({ habit: habitRefSchema.optional() }),
  add_journal_entry: z.strictObject({
    date: calendarDateSchema.optional(),
    text: journalContentSchema,
    mood: createJournalEntryRequestSchema.shape.mood,
    tags: createJournalEntryRequestSchema.shape.tags,
  }),
  search_journal: z.strictObject({
    query: safeString('Query').trim().max(JOURNAL_SEARCH_MAX_LENGTH, `Query must be at most ${JOURNAL_SEARCH_MAX_LENGTH} characters`).optional(),
    tag: safeString('Tag').trim().max(JOURNAL_TAG_MAX_LENGTH, `Tag must be at most ${JOURNAL_TAG_MAX_LENGTH} characters`).optional(),
    cursor: z.string({ error: MCP_MESSAGES.invalidCursor }).max(200, MCP_MESSAGES.invalidCursor).optional(),
  }),
  week_review: z.strictObject({ range: z.enum(REVIEW_RANGES, { error: 'Range must be week or month' }).optional() }),
  goal_progress: z.strictObject({}),
} as const;

export type McpToolName = keyof typeof MCP_TOOL_INPUTS;
export type McpToolInput<N extends McpToolName> = z.output<(typeof MCP_TOOL_INPUTS)[N]>;

/**
 * docs/product/access.md "The MCP server": the scope each tool needs. get_overview needs any one of
 * its parts' scopes and shows only those parts.
 */
export const MCP_TOOL_SCOPES: Record<McpToolName, readonly AccessScope[]> = {
  get_overview: ['tasks:read', 'habits:read', 'timer', 'journal:read'],
  find_tasks: ['tasks:read'],
  add_tasks: ['tasks:write'],
  update_tasks: ['tasks:write'],
  complete_tasks: ['tasks:write'],
  reschedule_tasks: ['tasks:write'],
  start_timer: ['timer'],
  stop_timer: ['timer'],
  current_timer: ['timer'],
  log_habit: ['habits:write'],
  habit_stats: ['habits:read'],
  add_journal_entry: ['journal:write'],
  search_journal: ['journal:read'],
  week_review: ['reviews:read'],
  goal_progress: ['reviews:read'],
};

export const MCP_TOOL_NAMES = Object.keys(MCP_TOOL_SCOPES) as McpToolName[];

/** May a token holding `granted` call `tool`? (any one of the tool's scopes will do). */
export function mayUseTool(granted: readonly AccessScope[], tool: McpToolName): boolean {
  return MCP_TOOL_SCOPES[tool].some((scope) => hasScope(granted, scope));
}

/** The tools a token holding `granted` sees listed, in the catalogue's order. */
export function toolsAllowed(granted: readonly AccessScope[]): McpToolName[] {
  return MCP_TOOL_NAMES.filter((tool) => mayUseTool(granted, tool));
}

/** The tool error for a tool the token may not use: names the scope, as the API's 403 does. */
export function toolScopeMissing(tool: McpToolName): string {
  const scopes = MCP_TOOL_SCOPES[tool];
  const needed = scopes.length === 1 ? `the "${scopes[0]}" scope` : `one of the scopes ${scopes.map((scope) => `"${scope}"`).join(', ')}`;
  return `This access token may not use ${tool}: it needs ${needed}. The person can make a token with it in their profile.`;
}

/** The prompts' arguments: a day (today when left out); the weekly review's range. */
export const MCP_PROMPT_ARGS = {
  dated: z.strictObject({ date: calendarDateSchema.optional() }),
  review: z.strictObject({ range: z.enum(REVIEW_RANGES, { error: 'Range must be week or month' }).optional() }),
} as const;
