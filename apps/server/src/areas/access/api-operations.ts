import {
  activityListQuerySchema,
  activityPageResponseSchema,
  activityReportQuerySchema,
  activityReportResponseSchema,
  activityResponseSchema,
  checklistItemResponseSchema,
  completeTodoRequestSchema,
  createActivityRequestSchema,
  createChecklistItemRequestSchema,
  createHabitBreakRequestSchema,
  createHabitRequestSchema,
  createJournalEntryRequestSchema,
  createMoodLogRequestSchema,
  createTodoRequestSchema,
  dashboardReviewQuerySchema,
  dashboardReviewResponseSchema,
  goalResponseSchema,
  habitAmountRequestSchema,
  habitBreakResponseSchema,
  habitLogQuerySchema,
  habitLogResponseSchema,
  habitResponseSchema,
  journalEntryResponseSchema,
  journalListQuerySchema,
  journalMonthResponseSchema,
  journalPageResponseSchema,
  journalTagResponseSchema,
  moodLogResponseSchema,
  moodTrendResponseSchema,
  moveChecklistItemRequestSchema,
  moveTodoRequestSchema,
  onThisDayResponseSchema,
  sessionActionRequestSchema,
  sessionStateResponseSchema,
  startSessionRequestSchema,
  stoppedSessionResponseSchema,
  taskHistoryEntryResponseSchema,
  todoListQuerySchema,
  todoResponseSchema,
  trimSessionRequestSchema,
  updateActivityRequestSchema,
  updateChecklistItemRequestSchema,
  updateHabitRequestSchema,
  updateJournalEntryRequestSchema,
  updateTodoRequestSchema,
} from '@cadence/shared';
import type { z } from 'zod';

// docs/product/access.md "The API": every operation a token can use under /api/v1, with what it takes
// and answers. The OpenAPI document is built from this list, and the API's conventions middleware reads
// it (which lists are paged, which rows have an ETag). A test checks it against the routes the app
// really mounts, both ways.

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ApiOperation {
  /** The session-mounted area it belongs to: its key in TOKEN_API_AREAS (and its scopes). */
  area: string;
  method: ApiMethod;
  /** The path under the area, in Hono's syntax ('/', '/:id', '/:id/checklist/:itemId'). */
  path: string;
  /** The reference page's heading for it. */
  group: string;
  summary: string;
  description?: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer's body; absent: 204 No Content. */
  response?: z.ZodType;
  status?: 200 | 201 | 204;
  /** Answers a JSON array, which /api/v1 pages ({ items, nextCursor }). */
  paged?: boolean;
  /** One row with a version: GET gives its ETag, PATCH/DELETE take If-Match. */
  row?: boolean;
  /** PATCH whose body carries `expectedUpdatedAt`: If-Match is mapped onto it (one atomic check). */
  versionField?: boolean;
  /** May answer 409 for a reason other than a stale If-Match (another timer running…). */
  conflict?: string;
}

const TASKS = 'Tasks';
const JOURNAL = 'Journal and moods';
const HABITS = 'Habits';
const TIMER = 'Timer and activities';
const REVIEWS = 'Reviews and goals';

export const API_OPERATIONS: readonly ApiOperation[] = [
  // Tasks (docs/product/todos.md)
  { area: '/api/todos', method: 'get', path: '/', group: TASKS, summary: 'List tasks', description: 'Every task on the board, in its order. With completedSince, the board page { todos, olderCompleted } instead (not paged).', query: todoListQuerySchema, response: todoResponseSchema, paged: true },
  { area: '/api/todos', method: 'post', path: '/', group: TASKS, summary: 'Add a task', body: createTodoRequestSchema, response: todoResponseSchema, status: 201 },
  { area: '/api/todos', method: 'get', path: '/:id', group: TASKS, summary: 'Read a task', response: todoResponseSchema, row: true },
  { area: '/api/todos', method: 'patch', path: '/:id', group: TASKS, summary: 'Change a task', description: 'Send the whole task. If-Match (or expectedUpdatedAt) must name its current version.', body: updateTodoRequestSchema, response: todoResponseSchema, row: true, versionField: true },
  { area: '/api/todos', method: 'delete', path: '/:id', group: TASKS, summary: 'Delete a task', description: 'It can be restored for a minute.', row: true, status: 204 },
  { area: '/api/todos', method: 'post', path: '/:id/move', group: TASKS, summary: 'Move a task to another column', body: moveTodoRequestSchema, response: todoResponseSchema, conflict: 'expectedUpdatedAt is not the current version.' },
  { area: '/api/todos', method: 'post', path: '/:id/toggle', group: TASKS, summary: 'Tick or untick a task', response: todoResponseSchema },
  { area: '/api/todos', method: 'post', path: '/:id/complete', group: TASKS, summary: 'Complete or reopen a task', body: completeTodoRequestSchema, response: todoResponseSchema },
  { area: '/api/todos', method: 'post', path: '/:id/restore', group: TASKS, summary: 'Restore a task just deleted', response: todoResponseSchema },
  { area: '/api/todos', method: 'post', path: '/:id/checklist', group: TASKS, summary: "Add a step to a task's checklist", body: createChecklistItemRequestSchema, response: checklistItemResponseSchema, status: 201 },
  { area: '/api/todos', method: 'patch', path: '/:id/checklist/:itemId', group: TASKS, summary: 'Rename, tick or untick a checklist step', body: updateChecklistItemRequestSchema, response: checklistItemResponseSchema },
  { area: '/api/todos', method: 'post', path: '/:id/checklist/:itemId/move', group: TASKS, summary: 'Move a checklist step', body: moveChecklistItemRequestSchema, response: checklistItemResponseSchema.array() },
  { area: '/api/todos', method: 'delete', path: '/:id/checklist/:itemId', group: TASKS, summary: 'Remove a checklist step', status: 204 },
  { area: '/api/todo-history', method: 'get', path: '/', group: TASKS, summary: "List the tasks' status changes", response: taskHistoryEntryResponseSchema, paged: true },
  // Journal and moods (docs/product/journal.md, moods.md)
  { area: '/api/journal', method: 'get', path: '/', group: JOURNAL, summary: 'List journal entries', description: 'Newest first, paged by the journal itself: send nextCursor back as cursor.', query: journalListQuerySchema, response: journalPageResponseSchema },
  { area: '/api/journal', method: 'post', path: '/', group: JOURNAL, summary: 'Write a journal entry', body: createJournalEntryRequestSchema, response: journalEntryResponseSchema, status: 201 },
  { area: '/api/journal', method: 'get', path: '/:id', group: JOURNAL, summary: 'Read a journal entry', response: journalEntryResponseSchema, row: true },
  { area: '/api/journal', method: 'patch', path: '/:id', group: JOURNAL, summary: 'Change a journal entry', description: 'If-Match (or expectedUpdatedAt) must name its current version.', body: updateJournalEntryRequestSchema, response: journalEntryResponseSchema, row: true, versionField: true },
  { area: '/api/journal', method: 'delete', path: '/:id', group: JOURNAL, summary: 'Delete a journal entry', row: true, status: 204 },
  { area: '/api/journal', method: 'post', path: '/:id/restore', group: JOURNAL, summary: 'Restore a journal entry just deleted', response: journalEntryResponseSchema },
  { area: '/api/journal-tags', method: 'get', path: '/', group: JOURNAL, summary: 'List the tags in use', description: 'Most used first.', response: journalTagResponseSchema, paged: true },
  { area: '/api/journal-months', method: 'get', path: '/', group: JOURNAL, summary: 'List the months with entries', response: journalMonthResponseSchema, paged: true },
  { area: '/api/journal-on-this-day', method: 'get', path: '/', group: JOURNAL, summary: 'Entries written on this day in earlier months and years', response: onThisDayResponseSchema },
  { area: '/api/moods', method: 'get', path: '/', group: JOURNAL, summary: 'List mood check-ins', response: moodLogResponseSchema, paged: true },
  { area: '/api/moods', method: 'post', path: '/', group: JOURNAL, summary: 'Log a mood', body: createMoodLogRequestSchema, response: moodLogResponseSchema, status: 201 },
  { area: '/api/moods', method: 'delete', path: '/:id', group: JOURNAL, summary: 'Delete a mood check-in', status: 204 },
  { area: '/api/mood-trend', method: 'get', path: '/', group: JOURNAL, summary: "The last 30 days' moods", response: moodTrendResponseSchema },
  // Habits (docs/product/habits.md)
  { area: '/api/habits', method: 'get', path: '/', group: HABITS, summary: 'List habits', response: habitResponseSchema, paged: true },
  { area: '/api/habits', method: 'post', path: '/', group: HABITS, summary: 'Add a habit', body: createHabitRequestSchema, response: habitResponseSchema, status: 201 },
  { area: '/api/habits', method: 'get', path: '/:id', group: HABITS, summary: 'Read a habit', response: habitResponseSchema, row: true },
  { area: '/api/habits', method: 'patch', path: '/:id', group: HABITS, summary: 'Change a habit', body: updateHabitRequestSchema, response: habitResponseSchema, row: true },
  { area: '/api/habits', method: 'delete', path: '/:id', group: HABITS, summary: 'Delete a habit', row: true, status: 204 },
  { area: '/api/habits', method: 'post', path: '/:id/restore', group: HABITS, summary: 'Restore a habit just deleted', response: habitResponseSchema },
  { area: '/api/habits', method: 'get', path: '/:id/completions', group: HABITS, summary: 'The days a habit was done', query: habitLogQuerySchema, response: habitLogResponseSchema },
  { area: '/api/habits', method: 'put', path: '/:id/completions/:date', group: HABITS, summary: 'Mark a habit done on a day', response: habitResponseSchema },
  { area: '/api/habits', method: 'delete', path: '/:id/completions/:date', group: HABITS, summary: 'Unmark a habit on a day', response: habitResponseSchema },
  { area: '/api/habits', method: 'put', path: '/:id/amounts/:date', group: HABITS, summary: "Set a day's amount of a habit with a target amount", body: habitAmountRequestSchema, response: habitResponseSchema },
  { area: '/api/habit-breaks', method: 'get', path: '/', group: HABITS, summary: 'List rest days', response: habitBreakResponseSchema, paged: true },
  { area: '/api/habit-breaks', method: 'post', path: '/', group: HABITS, summary: 'Add a rest day or range', body: createHabitBreakRequestSchema, response: habitBreakResponseSchema, status: 201 },
  { area: '/api/habit-breaks', method: 'delete', path: '/:id', group: HABITS, summary: 'Remove a rest', status: 204 },
  // Timer and activities (docs/product/activity.md)
  { area: '/api/activity-session', method: 'get', path: '/', group: TIMER, summary: 'The running timer', response: sessionStateResponseSchema },
  { area: '/api/activity-session', method: 'post', path: '/', group: TIMER, summary: 'Start the timer', body: startSessionRequestSchema, response: sessionStateResponseSchema, status: 201, conflict: 'A timer is already running: the answer carries it.' },
  ...(['pause', 'resume', 'keep'] as const).map((action): ApiOperation => ({ area: '/api/activity-session', method: 'post', path: `/${action}`, group: TIMER, summary: `${action === 'keep' ? 'Keep' : action === 'pause' ? 'Pause' : 'Resume'} the timer`, body: sessionActionRequestSchema, response: sessionStateResponseSchema, conflict: 'sessionId is not the running timer.' })),
  ...(['stop', 'discard'] as const).map((action): ApiOperation => ({ area: '/api/activity-session', method: 'post', path: `/${action}`, group: TIMER, summary: action === 'stop' ? 'Stop the timer and log the activity' : 'Discard the timer', body: sessionActionRequestSchema, response: stoppedSessionResponseSchema, conflict: 'sessionId is not the running timer.' })),
  { area: '/api/activity-session', method: 'post', path: '/trim', group: TIMER, summary: 'Stop the timer at an earlier time', body: trimSessionRequestSchema, response: stoppedSessionResponseSchema, conflict: 'sessionId is not the running timer.' },
  { area: '/api/activities', method: 'get', path: '/', group: TIMER, summary: 'List activities', description: 'Newest first, paged by the history itself: send nextCursor back as cursor.', query: activityListQuerySchema, response: activityPageResponseSchema },
  { area: '/api/activities', method: 'post', path: '/', group: TIMER, summary: 'Log a past activity', body: createActivityRequestSchema, response: activityResponseSchema, status: 201 },
  { area: '/api/activities', method: 'get', path: '/:id', group: TIMER, summary: 'Read an activity', response: activityResponseSchema, row: true },
  { area: '/api/activities', method: 'patch', path: '/:id', group: TIMER, summary: 'Change an activity', body: updateActivityRequestSchema, response: activityResponseSchema, row: true, versionField: true },
  { area: '/api/activities', method: 'delete', path: '/:id', group: TIMER, summary: 'Delete an activity', row: true, status: 204 },
  { area: '/api/activities', method: 'post', path: '/:id/restore', group: TIMER, summary: 'Restore an activity just deleted', response: activityResponseSchema },
  { area: '/api/activity-report', method: 'get', path: '/', group: TIMER, summary: 'Time by type and by day over a range', query: activityReportQuerySchema, response: activityReportResponseSchema },
  // Reviews and goals (docs/product/dashboard.md, goals.md): read only with a token.
  { area: '/api/goals', method: 'get', path: '/', group: REVIEWS, summary: 'List goals and their progress', response: goalResponseSchema, paged: true },
  { area: '/api/goals', method: 'get', path: '/:id', group: REVIEWS, summary: 'Read a goal', response: goalResponseSchema, row: true },
  { area: '/api/dashboard', method: 'get', path: '/review', group: REVIEWS, summary: 'The weekly or monthly review', description: 'Moods as numbers, habits done and productive minutes per day; no journal text.', query: dashboardReviewQuerySchema, response: dashboardReviewResponseSchema },
];

/** '/:id/checklist/:itemId' → a pattern matching '/3f…/checklist/9a…' (one segment per parameter). */
export function pathPattern(path: string): RegExp {
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '[^/]+');
  return new RegExp(`^${source === '/' ? '/?' : source}$`);
}

/** The operation a request under an area is, or undefined. */
export function operationOf(area: string, method: string, subPath: string): ApiOperation | undefined {
  const lower = method.toLowerCase();
  return API_OPERATIONS.find((op) => op.area === area && op.method === lower && pathPattern(op.path).test(subPath === '' ? '/' : subPath));
}

