import { z } from '../zod';
import { ACTIVITY_TYPES } from '../activity/activity-constants';
import type { ActiveSession, Activity, ActivityPage, LinkedTask, SessionState, StoppedSession } from '../activity/activity';
import type { ActivityReport } from '../activity/activity-report';
import type { DashboardReview } from '../dashboard/dashboard';
import { REVIEW_RANGES } from '../dashboard/dashboard-constants';
import type { Goal, Milestone } from '../goals/goal';
import { GOAL_CATEGORIES, GOAL_STATUSES } from '../goals/goal-constants';
import type { Habit, HabitBreak, HabitLog } from '../habits/habit';
import { HABIT_CATEGORIES, HABIT_FREQUENCIES, HABIT_TIMES_OF_DAY } from '../habits/habit-constants';
import type { JournalMonth, OnThisDay } from '../journal/journal-calendar';
import type { JournalEntry, JournalPage, MoodLog, MoodTrend } from '../journal/journal-entry';
import type { JournalTag } from '../journal/journal-tags';
import { REMINDER_OFFSETS } from '../reminders/reminder-constants';
import type { ChecklistItem } from '../todos/checklist';
import { REPEAT_FROM, REPEAT_UNITS, type RepeatRule } from '../todos/repeat-rule';
import type { TaskHistoryEntry, Todo } from '../todos/todo';
import { TODO_PRIORITIES, TODO_STATUSES } from '../todos/todo-constants';

// docs/product/access.md "The API": what /api/v1 answers, as zod schemas, so the OpenAPI document
// describes the answers from the same source as the requests. Each schema is checked below against
// the TypeScript interface the server's code returns: a field added to one and not the other fails
// the typecheck.

const date = z.string().meta({ format: 'date', description: "A local date, 'YYYY-MM-DD'." });
const timestamp = z.string().meta({ format: 'date-time', description: 'An ISO timestamp in UTC.' });
const id = z.uuid();

export const checklistItemResponseSchema = z.object({ id, title: z.string(), done: z.boolean(), position: z.int() }).meta({ id: 'ChecklistItem' });

export const repeatRuleResponseSchema = z
  .object({
    every: z.enum(REPEAT_UNITS),
    interval: z.int().min(1),
    weekdays: z.array(z.int().min(1).max(7)).optional(),
    monthDay: z.int().min(1).max(31).optional(),
    from: z.enum(REPEAT_FROM),
    until: date.optional(),
    count: z.int().min(1).optional(),
  })
  .meta({ id: 'RepeatRule' });

export const todoResponseSchema = z
  .object({
    id,
    title: z.string(),
    description: z.string().nullable(),
    priority: z.enum(TODO_PRIORITIES),
    dueDate: date.nullable(),
    dueTime: z.string().nullable().meta({ description: "'HH:MM' in the person's time zone, only with a due date." }),
    reminder: z.enum(REMINDER_OFFSETS).nullable(),
    category: z.string().nullable(),
    status: z.enum(TODO_STATUSES),
    estimatedMinutes: z.int().nullable(),
    habitId: id.nullable(),
    habit: z.object({ id, title: z.string(), color: z.string() }).nullable(),
    goalId: id.nullable(),
    checklist: z.array(checklistItemResponseSchema),
    repeat: repeatRuleResponseSchema.nullable(),
    seriesId: id.nullable(),
    occurrence: z.int().nullable(),
    completedAt: timestamp.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp.meta({ description: "The task's version: its ETag, and what If-Match names." }),
    via: z.string().nullable().optional().meta({ description: 'The name of the access token that changed the task last, until the person changes it.' }),
  })
  .meta({ id: 'Todo' });

export const taskHistoryEntryResponseSchema = z
  .object({
    id,
    todoId: id.nullable(),
    todoTitle: z.string().nullable(),
    previousStatus: z.enum(TODO_STATUSES),
    newStatus: z.enum(TODO_STATUSES),
    changedBy: z.string(),
    changedAt: timestamp,
    notes: z.string(),
    via: z.string().nullable().optional().meta({ description: 'The name of the access token that made the change; null for the person\'s own.' }),
  })
  .meta({ id: 'TaskHistoryEntry' });

export const journalEntryResponseSchema = z
  .object({
    id,
    date,
    content: z.string(),
    mood: z.int(),
    tags: z.array(z.string()),
    highlights: z.array(z.string()),
    gratitude: z.array(z.string()),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'JournalEntry' });

export const journalPageResponseSchema = z
  .object({
    entries: z.array(journalEntryResponseSchema),
    nextCursor: z.string().nullable(),
    dayCounts: z.array(z.object({ date, count: z.int() })),
  })
  .meta({ id: 'JournalPage' });

export const journalTagResponseSchema = z.object({ tag: z.string(), count: z.int() }).meta({ id: 'JournalTag' });
export const journalMonthResponseSchema = z.object({ month: z.string().meta({ description: "'YYYY-MM'." }), count: z.int() }).meta({ id: 'JournalMonth' });
export const onThisDayResponseSchema = z
  .object({ today: date, entries: z.array(journalEntryResponseSchema.extend({ monthsAgo: z.int() })) })
  .meta({ id: 'OnThisDay' });

export const moodLogResponseSchema = z
  .object({ id, date, value: z.int(), notes: z.string().nullable(), factors: z.array(z.string()), loggedAt: timestamp, createdAt: timestamp })
  .meta({ id: 'MoodLog' });
export const moodTrendResponseSchema = z
  .object({ days: z.array(z.object({ date, average: z.number().nullable(), count: z.int() })), average: z.number().nullable() })
  .meta({ id: 'MoodTrend' });

export const habitBreakResponseSchema = z
  .object({ id, habitId: id.nullable(), startDate: date, endDate: date, reason: z.string().nullable() })
  .meta({ id: 'HabitBreak' });

export const habitResponseSchema = z
  .object({
    id,
    title: z.string(),
    description: z.string().nullable(),
    frequency: z.enum(HABIT_FREQUENCIES),
    timeOfDay: z.enum(HABIT_TIMES_OF_DAY).nullable(),
    category: z.enum(HABIT_CATEGORIES),
    color: z.string(),
    reminderTimes: z.array(z.string()),
    reminderDays: z.array(z.int().min(1).max(7)),
    goalId: id.nullable(),
    targetCount: z.int().nullable(),
    targetAmount: z.number().nullable(),
    unit: z.string().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    completions: z.array(date),
    amounts: z.record(z.string(), z.number()),
    breaks: z.array(habitBreakResponseSchema),
    streak: z.int(),
    bestStreak: z.int(),
    completionRate: z.number().min(0).max(100),
  })
  .meta({ id: 'Habit' });

export const habitLogResponseSchema = z.object({ from: date, to: date, dates: z.array(date) }).meta({ id: 'HabitLog' });

const linkedTaskSchema = z.object({ id, title: z.string(), status: z.enum(TODO_STATUSES) });

export const activityResponseSchema = z
  .object({
    id,
    type: z.enum(ACTIVITY_TYPES),
    title: z.string(),
    description: z.string().nullable(),
    durationSeconds: z.int(),
    startedAt: timestamp,
    energy: z.int(),
    focus: z.int(),
    satisfaction: z.int(),
    todoId: id.nullable(),
    todo: linkedTaskSchema.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Activity' });

export const activityPageResponseSchema = z
  .object({ items: z.array(activityResponseSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'ActivityPage' });

export const activeSessionResponseSchema = z
  .object({
    id,
    title: z.string(),
    type: z.enum(ACTIVITY_TYPES),
    description: z.string().nullable(),
    todoId: id.nullable(),
    todo: linkedTaskSchema.nullable(),
    startedAt: timestamp,
    accumulatedSeconds: z.int(),
    resumedAt: timestamp.nullable(),
    updatedAt: timestamp,
  })
  .meta({ id: 'ActiveSession' });

export const sessionStateResponseSchema = z
  .object({ session: activeSessionResponseSchema.nullable(), serverNow: timestamp })
  .meta({ id: 'SessionState' });
export const stoppedSessionResponseSchema = z.object({ activity: activityResponseSchema.nullable() }).meta({ id: 'StoppedSession' });

const secondsByTypeSchema = z.object(Object.fromEntries(ACTIVITY_TYPES.map((type) => [type, z.int()])) as Record<(typeof ACTIVITY_TYPES)[number], z.ZodInt>);

export const activityReportResponseSchema = z
  .object({
    from: date,
    to: date,
    totalSeconds: z.int(),
    byType: z.array(z.object({ type: z.enum(ACTIVITY_TYPES), seconds: z.int() })),
    byDay: z.array(z.object({ date, seconds: z.int(), byType: secondsByTypeSchema })),
  })
  .meta({ id: 'ActivityReport' });

export const milestoneResponseSchema = z.object({ id, title: z.string(), completed: z.boolean(), dueDate: date.nullable() }).meta({ id: 'Milestone' });

export const goalResponseSchema = z
  .object({
    id,
    title: z.string(),
    description: z.string().nullable(),
    category: z.enum(GOAL_CATEGORIES),
    targetDate: date.nullable(),
    progress: z.number().min(0).max(100),
    status: z.enum(GOAL_STATUSES),
    completedAt: timestamp.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    milestones: z.array(milestoneResponseSchema),
    tasks: z.array(linkedTaskSchema),
    habits: z.array(z.object({ id, title: z.string(), color: z.string(), frequency: z.enum(HABIT_FREQUENCIES), lastDone: date.nullable() })),
  })
  .meta({ id: 'Goal' });

const patternSubjectSchema = z.union([z.object({ type: z.literal('habit'), habitId: id, title: z.string() }), z.object({ type: z.literal('productive-hour') })]);

export const dashboardReviewResponseSchema = z
  .object({
    range: z.enum(REVIEW_RANGES),
    today: date,
    days: z.array(z.object({ date, mood: z.number().nullable(), habitsDone: z.int(), productiveMinutes: z.int() })),
    habitCount: z.int(),
    patterns: z.array(
      z.union([
        z.object({ kind: z.literal('stated'), subject: patternSubjectSchema, moodWith: z.number(), moodWithout: z.number(), daysWith: z.int(), daysWithout: z.int() }),
        z.object({ kind: z.literal('not-enough-data'), subject: patternSubjectSchema, daysWith: z.int(), daysWithout: z.int() }),
      ]),
    ),
  })
  .meta({ id: 'DashboardReview' });

/** A page of a list /api/v1 pages itself (docs/product/access.md "The API", pages). */
export function apiPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable().meta({ description: 'Send it back as ?cursor= for the next page; null on the last page.' }) });
}

/** Every refusal's body (docs/architecture.md "API conventions"). */
export const apiErrorResponseSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string().meta({ description: 'What went wrong, in words to show a person.' }) }).loose() })
  .loose()
  .meta({ id: 'Error' });

// ---- The schemas above are the interfaces, field for field (a drift fails `npm run typecheck`). ----

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Readonlyless<T> = T extends readonly (infer U)[] ? Readonlyless<U>[] : T extends object ? { -readonly [K in keyof T]: Readonlyless<T[K]> } : T;
/** Compiles only when the schema's output is exactly `T`. */
function exactly<T>() {
  return <S extends z.ZodType>(schema: S & (Same<Readonlyless<z.output<S>>, Readonlyless<T>> extends true ? unknown : { drift: 'the schema and the interface differ' })) => schema;
}

exactly<ChecklistItem>()(checklistItemResponseSchema);
exactly<RepeatRule>()(repeatRuleResponseSchema);
exactly<Todo>()(todoResponseSchema);
exactly<TaskHistoryEntry>()(taskHistoryEntryResponseSchema);
exactly<JournalEntry>()(journalEntryResponseSchema);
exactly<JournalPage>()(journalPageResponseSchema);
exactly<JournalTag>()(journalTagResponseSchema);
exactly<JournalMonth>()(journalMonthResponseSchema);
exactly<OnThisDay>()(onThisDayResponseSchema);
exactly<MoodLog>()(moodLogResponseSchema);
exactly<MoodTrend>()(moodTrendResponseSchema);
exactly<HabitBreak>()(habitBreakResponseSchema);
exactly<Habit>()(habitResponseSchema);
exactly<HabitLog>()(habitLogResponseSchema);
exactly<LinkedTask>()(linkedTaskSchema);
exactly<Activity>()(activityResponseSchema);
exactly<ActivityPage>()(activityPageResponseSchema);
exactly<ActiveSession>()(activeSessionResponseSchema);
exactly<SessionState>()(sessionStateResponseSchema);
exactly<StoppedSession>()(stoppedSessionResponseSchema);
exactly<ActivityReport>()(activityReportResponseSchema);
exactly<Milestone>()(milestoneResponseSchema);
exactly<Goal>()(goalResponseSchema);
exactly<DashboardReview>()(dashboardReviewResponseSchema);
