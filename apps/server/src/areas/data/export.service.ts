import { EXPORT_FORMAT, EXPORT_VERSION, exportArchiveJsonSchema, localDateInTimeZone, moodLabel } from '@cadence/shared';
import type { Actor } from '../../context/actor';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { datedItems } from './calendar-feed.repository';
import { feedCalendar } from './calendar-ics';
import type { DataContext } from './data-context';
import { CSV_BOM, csvLine, markdownEntry, markdownFileName } from './export-formats';
import {
  activityPage,
  checklistItemsOfTasks,
  completionPage,
  EXPORT_PAGE_SIZE,
  journalPage,
  moodPage,
  type PageCursor,
  readGoals,
  readHabitBreaks,
  readHabits,
  readProfile,
  readSmallParts,
  taskHistoryPage,
  taskPage,
} from './export.repository';
import { zipStream, type ZipEntry } from './zip-stream';

// docs/product/data.md "Export": one zip of everything the person owns, written while it downloads.

const iso = (value: string) => toIsoTimestamp(value);
const isoOrNull = (value: string | null) => (value === null ? null : toIsoTimestamp(value));

/** Every row of a paged read, page after page; `at` names the row's order column. */
async function* allRows<Row extends { id: string }>(read: (cursor: PageCursor | null) => Promise<Row[]>, at: (row: Row) => string): AsyncGenerator<Row[]> {
  let cursor: PageCursor | null = null;
  for (;;) {
    const page = await read(cursor);
    if (page.length > 0) yield page;
    if (page.length < EXPORT_PAGE_SIZE) return;
    const last = page[page.length - 1]!;
    cursor = { at: at(last), id: last.id };
  }
}

/** Each page of tasks with its tasks' checklists (one read per page). */
async function* withChecklists<Row extends { id: string }>(db: DataContext['db'], userId: string, pages: AsyncIterable<Row[]>) {
  for await (const page of pages) {
    const items = await checklistItemsOfTasks(db, userId, page.map((row) => row.id));
    const byTask = new Map<string, Array<{ id: string; title: string; done: boolean; position: number }>>();
    for (const { todoId, ...item } of items) {
      const list = byTask.get(todoId);
      if (list) list.push(item);
      else byTask.set(todoId, [item]);
    }
    yield page.map((row) => ({ ...row, checklist: byTask.get(row.id) ?? [] }));
  }
}

/** The paged tables, each with its archive shape: read again for each file that shows them. */
function tables(ctx: DataContext, userId: string) {
  const { db } = ctx;
  return {
    tasks: () => withChecklists(db, userId, allRows((cursor) => taskPage(db, userId, cursor), (row) => row.createdAt)),
    taskHistory: () => allRows((cursor) => taskHistoryPage(db, userId, cursor), (row) => row.changedAt),
    journalEntries: () => allRows((cursor) => journalPage(db, userId, cursor), (row) => row.createdAt),
    moodLogs: () => allRows((cursor) => moodPage(db, userId, cursor), (row) => row.createdAt),
    habitCompletions: () => allRows((cursor) => completionPage(db, userId, cursor), (row) => row.createdAt),
    activities: () => allRows((cursor) => activityPage(db, userId, cursor), (row) => row.createdAt),
  };
}

type ChecklistOfTask = Awaited<ReturnType<typeof checklistItemsOfTasks>>[number];
const taskJson = (row: Awaited<ReturnType<typeof taskPage>>[number] & { checklist: Omit<ChecklistOfTask, 'todoId'>[] }) => ({ ...row, completedAt: isoOrNull(row.completedAt), createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) });
const historyJson = (row: Awaited<ReturnType<typeof taskHistoryPage>>[number]) => ({ ...row, changedAt: iso(row.changedAt) });
const entryJson = (row: Awaited<ReturnType<typeof journalPage>>[number]) => ({ ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) });
const moodJson = (row: Awaited<ReturnType<typeof moodPage>>[number]) => ({ ...row, loggedAt: iso(row.loggedAt), createdAt: iso(row.createdAt) });
const completionJson = (row: Awaited<ReturnType<typeof completionPage>>[number]) => ({ ...row, createdAt: iso(row.createdAt) });
const activityJson = (row: Awaited<ReturnType<typeof activityPage>>[number]) => ({ ...row, startedAt: iso(row.startedAt), createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) });

/** `"key":[…]` of a paged table, written a page at a time. */
async function* jsonArray<Row>(key: string, pages: AsyncIterable<Row[]>, shape: (row: Row) => unknown): AsyncGenerator<string> {
  yield `,${JSON.stringify(key)}:[`;
  let first = true;
  for await (const page of pages) {
    yield (first ? '' : ',') + page.map((row) => JSON.stringify(shape(row))).join(',');
    first = false;
  }
  yield ']';
}

/** cadence.json: the archive (packages/shared/src/data/export-archive.ts), streamed. */
/** The tables a person has tens of rows in (goals with their milestones, habits): read once, used by every file. */
type SmallTables = { goals: Awaited<ReturnType<typeof readGoals>>; habits: Awaited<ReturnType<typeof readHabits>>; breaks: Awaited<ReturnType<typeof readHabitBreaks>> };

async function* archiveJson(ctx: DataContext, userId: string, exportedAt: string, { goals, habits, breaks }: SmallTables): AsyncGenerator<string> {
  const read = tables(ctx, userId);
  const [[profile], small] = await Promise.all([readProfile(ctx.db, userId), readSmallParts(ctx.db, userId)]);
  if (!profile) throw new Error('The account is gone');
  const head = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt,
    profile: {
      name: profile.name,
      fullName: profile.fullName ?? '',
      email: profile.email,
      emailVerified: profile.emailVerified,
      createdAt: iso(profile.createdAt),
      timeZone: profile.timeZone ?? null,
      weekStart: profile.weekStart ?? 'sunday',
      shareJournalWithAi: profile.shareJournalWithAi ?? false,
    },
  };
  yield JSON.stringify(head).slice(0, -1);
  yield* jsonArray('tasks', read.tasks(), taskJson);
  yield* jsonArray('taskHistory', read.taskHistory(), historyJson);
  yield* jsonArray('journalEntries', read.journalEntries(), entryJson);
  yield* jsonArray('moodLogs', read.moodLogs(), moodJson);
  const milestonesOf = (goalId: string) =>
    goals.milestones
      .filter((step) => step.goalId === goalId)
      .map(({ goalId: _goal, ...step }) => ({ ...step, completedAt: isoOrNull(step.completedAt), createdAt: iso(step.createdAt), updatedAt: iso(step.updatedAt) }));
  const goalRows = goals.goals.map((goal) => ({ ...goal, completedAt: isoOrNull(goal.completedAt), createdAt: iso(goal.createdAt), updatedAt: iso(goal.updatedAt), milestones: milestonesOf(goal.id) }));
  yield `,"goals":${JSON.stringify(goalRows)}`;
  // docs/product/habits.md "Rest days": a habit's own rests go inside it, the rests for every habit at the top.
  const restsOf = (habitId: string | null) => breaks.filter((range) => range.habitId === habitId).map(({ habitId: _habit, ...range }) => range);
  yield `,"habits":${JSON.stringify(habits.map((habit) => ({ ...habit, breaks: restsOf(habit.id), createdAt: iso(habit.createdAt), updatedAt: iso(habit.updatedAt) })))}`;
  yield* jsonArray('habitCompletions', read.habitCompletions(), completionJson);
  yield `,"habitBreaks":${JSON.stringify(restsOf(null))}`;
  yield* jsonArray('activities', read.activities(), activityJson);
  const timer = small.timer ? { ...small.timer, startedAt: iso(small.timer.startedAt), resumedAt: isoOrNull(small.timer.resumedAt) } : null;
  const subscriptions = small.subscriptions.map((row) => ({ ...row, startsAt: iso(row.startsAt), expiresAt: isoOrNull(row.expiresAt), cancelledAt: isoOrNull(row.cancelledAt), createdAt: iso(row.createdAt) }));
  const ai = { hasAiAccess: profile.hasAiAccess, successfulCalls: profile.aiUsageCount, callsByDay: small.usage };
  yield `,"runningTimer":${JSON.stringify(timer)},"subscriptions":${JSON.stringify(subscriptions)},"ai":${JSON.stringify(ai)}}`;
}

/** A CSV file of a paged table: a header, then a record per row. */
async function* csvOf<Row>(header: readonly string[], pages: AsyncIterable<Row[]> | Iterable<Row[]>, cells: (row: Row) => Parameters<typeof csvLine>[0]): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(header);
  for await (const page of pages) yield page.map((row) => csvLine(cells(row))).join('');
}

async function* once(text: string | Promise<string>): AsyncGenerator<string> {
  yield await text;
}

const README = `Your Cadence export

cadence.json                 Everything in your account, in Cadence's own format (version ${EXPORT_VERSION}).
                             An import into Cadence reads this file.
cadence-export.schema.json   The JSON Schema of cadence.json: what every field holds.
csv/                         One spreadsheet file per area (UTF-8, comma-separated, a header row).
journal/                     Each journal entry as a Markdown file with its date, mood and tags on top.
calendar.ics                 Your dated tasks, goals and milestones, for any calendar app.

Times are in UTC (ISO 8601); days are your local days.
`;

/** Every file of the export, in the order they are written. */
async function* exportFiles(ctx: DataContext, actor: Actor, exportedAt: string): AsyncGenerator<ZipEntry> {
  const userId = actor.userId;
  const read = tables(ctx, userId);
  yield { name: 'README.txt', chunks: once(README) };
  const [goals, habits, breaks] = await Promise.all([readGoals(ctx.db, userId), readHabits(ctx.db, userId), readHabitBreaks(ctx.db, userId)]);
  yield { name: 'cadence.json', chunks: archiveJson(ctx, userId, exportedAt, { goals, habits, breaks }) };
  yield { name: 'cadence-export.schema.json', chunks: once(JSON.stringify(exportArchiveJsonSchema(), null, 2)) };
  yield {
    name: 'csv/tasks.csv',
    chunks: csvOf(['id', 'title', 'description', 'priority', 'due_date', 'due_time', 'reminder', 'category', 'status', 'estimated_minutes', 'habit_id', 'completed_at', 'created_at', 'updated_at'], read.tasks(), (row) => {
      const task = taskJson(row);
      return [task.id, task.title, task.description, task.priority, task.dueDate, task.dueTime, task.reminder, task.category, task.status, task.estimatedMinutes, task.habitId, task.completedAt, task.createdAt, task.updatedAt];
    }),
  };
  yield {
    name: 'csv/task-history.csv',
    chunks: csvOf(['id', 'task_id', 'previous_status', 'new_status', 'changed_by', 'changed_at', 'notes'], read.taskHistory(), (row) => {
      const change = historyJson(row);
      return [change.id, change.taskId, change.previousStatus, change.newStatus, change.changedBy, change.changedAt, change.notes];
    }),
  };
  yield {
    name: 'csv/journal.csv',
    chunks: csvOf(['id', 'created_at', 'day', 'mood', 'content', 'tags', 'highlights', 'gratitude', 'updated_at'], read.journalEntries(), (row) => {
      const entry = entryJson(row);
      return [entry.id, entry.createdAt, localDateInTimeZone(new Date(entry.createdAt), actor.timeZone), entry.mood, entry.content, entry.tags, entry.highlights, entry.gratitude, entry.updatedAt];
    }),
  };
  yield {
    name: 'csv/moods.csv',
    chunks: csvOf(['id', 'logged_at', 'value', 'notes', 'factors'], read.moodLogs(), (row) => {
      const mood = moodJson(row);
      return [mood.id, mood.loggedAt, mood.value, mood.notes, mood.factors];
    }),
  };
  yield {
    name: 'csv/goals.csv',
    chunks: csvOf(['id', 'title', 'description', 'category', 'target_date', 'progress', 'status', 'completed_at', 'created_at'], [goals.goals], (goal) => [
      goal.id,
      goal.title,
      goal.description,
      goal.category,
      goal.targetDate,
      goal.progress,
      goal.status,
      isoOrNull(goal.completedAt),
      iso(goal.createdAt),
    ]),
  };
  yield {
    name: 'csv/milestones.csv',
    chunks: csvOf(['id', 'goal_id', 'title', 'completed', 'due_date', 'position', 'completed_at'], [goals.milestones], (step) => [step.id, step.goalId, step.title, step.completed, step.dueDate, step.position, isoOrNull(step.completedAt)]),
  };
  yield {
    name: 'csv/habits.csv',
    chunks: csvOf(['id', 'title', 'description', 'frequency', 'time_of_day', 'category', 'color', 'reminder_times', 'reminder_days', 'created_at'], [habits], (habit) => [
      habit.id,
      habit.title,
      habit.description,
      habit.frequency,
      habit.timeOfDay,
      habit.category,
      habit.color,
      habit.reminderTimes,
      habit.reminderDays.map(String),
      iso(habit.createdAt),
    ]),
  };
  yield {
    name: 'csv/habit-completions.csv',
    chunks: csvOf(['id', 'habit_id', 'date', 'completed', 'notes'], read.habitCompletions(), (day) => [day.id, day.habitId, day.date, day.completed, day.notes]),
  };
  yield {
    name: 'csv/activities.csv',
    chunks: csvOf(['id', 'type', 'title', 'description', 'started_at', 'duration_seconds', 'energy', 'focus', 'satisfaction', 'task_id'], read.activities(), (row) => {
      const activity = activityJson(row);
      return [activity.id, activity.type, activity.title, activity.description, activity.startedAt, activity.durationSeconds, activity.energy, activity.focus, activity.satisfaction, activity.taskId];
    }),
  };
  for await (const page of read.journalEntries()) {
    for (const row of page) {
      const createdAt = iso(row.createdAt);
      const entry = { ...row, createdAt, moodLabel: moodLabel(row.mood), day: localDateInTimeZone(new Date(createdAt), actor.timeZone) };
      yield { name: markdownFileName(entry), chunks: once(markdownEntry(entry)), store: true };
    }
  }
  yield { name: 'calendar.ics', chunks: once(datedItems(ctx.db, userId).then((items) => feedCalendar(items, { appUrl: ctx.config.publicUrl }))) };
}

/** The export as a zip stream, and its file name ('cadence-export-2026-11-27.zip', the person's day). */
export function exportArchive(ctx: DataContext, actor: Actor): { stream: ReadableStream<Uint8Array>; fileName: string } {
  const now = ctx.clock.now();
  return {
    stream: zipStream(exportFiles(ctx, actor, now.toISOString()), { mtime: now }),
    fileName: `cadence-export-${localDateInTimeZone(now, actor.timeZone)}.zip`,
  };
}
