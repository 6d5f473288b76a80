import { addDays, hasScope, localDateInTimeZone, localDaysBounds, type AccessScope, type Habit, type SessionState, type Todo } from '@cadence/shared';
import type { Actor } from '../../context/actor';
import type { McpContext } from './mcp-context';

// docs/product/access.md "The MCP server": how tasks, habits and the timer read to an assistant — the
// fields it needs, as data, nothing more.

export function taskView(todo: Todo) {
  return {
    id: todo.id,
    title: todo.title,
    status: todo.status,
    priority: todo.priority,
    dueDate: todo.dueDate,
    dueTime: todo.dueTime,
    category: todo.category,
    estimatedMinutes: todo.estimatedMinutes,
    description: todo.description,
    updatedAt: todo.updatedAt,
  };
}

export function habitView(habit: Habit, date: string) {
  return {
    id: habit.id,
    title: habit.title,
    frequency: habit.frequency,
    doneOnDate: habit.completions.includes(date),
    streak: habit.streak,
    bestStreak: habit.bestStreak,
    completionRate: habit.completionRate,
    doneLast7Days: habit.completions.filter((day) => day > addDays(date, -7) && day <= date).length,
  };
}

export function timerView(ctx: McpContext, state: SessionState) {
  const session = state.session;
  if (!session) return { running: false as const };
  const nowMs = ctx.clock.now().getTime();
  const runningSeconds = session.resumedAt === null ? 0 : Math.max(0, Math.floor((nowMs - Date.parse(session.resumedAt)) / 1000));
  return {
    running: true as const,
    paused: session.resumedAt === null,
    id: session.id,
    title: session.title,
    type: session.type,
    startedAt: session.startedAt,
    elapsedSeconds: session.accumulatedSeconds + runningSeconds,
    taskId: session.todo?.id ?? null,
  };
}

export function todayOf(ctx: McpContext, actor: Actor): string {
  return localDateInTimeZone(ctx.clock.now(), actor.timeZone);
}

/** The parts of an overview (and of the week resource), each shown only with its scope. */
const OVERVIEW_PARTS: ReadonlyArray<{ part: 'tasks' | 'habits' | 'timer' | 'mood'; scope: AccessScope }> = [
  { part: 'tasks', scope: 'tasks:read' },
  { part: 'habits', scope: 'habits:read' },
  { part: 'timer', scope: 'timer' },
  { part: 'mood', scope: 'journal:read' },
];

function partsFor(actor: Actor) {
  const scopes = actor.agent?.scopes ?? [];
  const shown = new Set(OVERVIEW_PARTS.filter(({ scope }) => hasScope(scopes, scope)).map(({ part }) => part));
  const leftOut = OVERVIEW_PARTS.filter(({ part }) => !shown.has(part)).map(({ part, scope }) => ({ part, needsScope: scope }));
  return { shown, leftOut };
}

/**
 * get_overview and cadence://today: the day's due and overdue tasks, its habits, the timer, whether a
 * mood was logged and the time by type, each part only with its scope, and which parts were left out.
 */
export async function overviewOf(ctx: McpContext, actor: Actor, date: string) {
  const { shown, leftOut } = partsFor(actor);
  const { areas } = ctx;
  const overview: Record<string, unknown> = { date, today: todayOf(ctx, actor) };
  if (shown.has('tasks')) {
    const open = (await areas.tasks.list(actor)).filter((todo) => todo.status !== 'completed' && todo.dueDate !== null);
    overview.tasksDue = open.filter((todo) => todo.dueDate === date).map(taskView);
    overview.tasksOverdue = open.filter((todo) => todo.dueDate! < date).map(taskView);
  }
  if (shown.has('habits')) {
    const habits = (await areas.habits.list(actor)).map((habit) => habitView(habit, date));
    overview.habits = { done: habits.filter((habit) => habit.doneOnDate).length, total: habits.length, list: habits };
  }
  if (shown.has('timer')) {
    overview.timer = timerView(ctx, await areas.timer.state(actor));
    overview.timeByType = (await areas.timer.report(actor, { from: date, to: date })).byType;
  }
  if (shown.has('mood')) {
    const moods = await areas.journal.moods(actor);
    const entries = await areas.journal.list(actor, { month: date.slice(0, 7) });
    overview.moodLogged = moods.some((mood) => mood.date === date) || entries.entries.some((entry) => entry.date === date);
  }
  overview.leftOut = leftOut;
  overview.next = 'Call find_tasks, complete_tasks or reschedule_tasks for the tasks, log_habit for a habit done, start_timer to track time. Parts in leftOut need a token with that scope.';
  return overview;
}

/** cadence://week/{date}: the seven days from `date`: tasks due, habits done on each day, time by type. */
export async function weekOf(ctx: McpContext, actor: Actor, from: string) {
  const { shown, leftOut } = partsFor(actor);
  const to = addDays(from, 6);
  const week: Record<string, unknown> = { from, to };
  if (shown.has('tasks')) {
    week.tasksDue = (await ctx.areas.tasks.list(actor)).filter((todo) => todo.dueDate !== null && todo.dueDate >= from && todo.dueDate <= to).map(taskView);
  }
  if (shown.has('habits')) {
    week.habits = (await ctx.areas.habits.list(actor)).map((habit) => ({ id: habit.id, title: habit.title, doneOn: habit.completions.filter((day) => day >= from && day <= to) }));
  }
  if (shown.has('timer')) {
    const report = await ctx.areas.timer.report(actor, { from, to });
    week.time = { totalSeconds: report.totalSeconds, byType: report.byType, byDay: report.byDay };
  }
  week.leftOut = leftOut.filter(({ part }) => part !== 'mood');
  return week;
}

/** cadence://journal/{date}: that day's entries, oldest first. */
export async function journalDayOf(ctx: McpContext, actor: Actor, date: string) {
  const page = await ctx.areas.journal.list(actor, { month: date.slice(0, 7) });
  const entries = page.entries.filter((entry) => entry.date === date).reverse();
  return { date, entries: entries.map(({ id, createdAt, content, mood, tags, highlights, gratitude }) => ({ id, createdAt, content, mood, tags, highlights, gratitude })) };
}

/** When an entry written for `date` is dated: now on today, else midday of that day in the person's zone. */
export function writtenAtFor(ctx: McpContext, actor: Actor, date: string | undefined): string | undefined {
  if (date === undefined || date === todayOf(ctx, actor)) return undefined;
  const { from } = localDaysBounds(date, date, actor.timeZone);
  return new Date(Date.parse(from) + 12 * 3_600_000).toISOString();
}
