import { z } from '../zod';
import { WEEK_STARTS } from '../calendar/calendar-days';
import { ACTIVITY_TYPES } from '../activity/activity-constants';
import { GOAL_CATEGORIES, GOAL_STATUSES } from '../goals/goal-constants';
import { HABIT_CATEGORIES, HABIT_FREQUENCIES, HABIT_TIMES_OF_DAY } from '../habits/habit-constants';
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TYPES } from '../subscription/subscription-constants';
import { REMINDER_OFFSETS } from '../reminders/reminder-constants';
import { isTimeOfDay } from '../reminders/reminder-times';
import { TODO_PRIORITIES, TODO_STATUSES } from '../todos/todo-constants';
import { REPEAT_FROM, REPEAT_UNITS } from '../todos/repeat-rule';

/**
 * The export archive's JSON, `cadence.json` (docs/product/data.md "Export"): everything the account
 * owns, versioned. These schemas are the format's definition: the JSON Schema shipped in the repository
 * and in every archive (`cadence-export.schema.json`) is generated from them, the server's export is
 * checked against them, and an import will read with them. Ids are the rows' own; timestamps are ISO
 * 8601 instants in UTC with milliseconds, dates are 'YYYY-MM-DD' local dates. Nothing secret is in it:
 * no password hash, session, token or another person's row.
 */

export const EXPORT_FORMAT = 'cadence-export';
export const EXPORT_VERSION = 1;

const id = z.string().min(1).describe("The row's id in this Cadence");
const instant = z.iso.datetime({ offset: true }).describe('An instant, ISO 8601');
const date = z.iso.date().describe("A local date, 'YYYY-MM-DD'");
const timeOfDay = z.string().refine(isTimeOfDay).describe("A local time, 'HH:MM', 24 h");
const text = z.string();

export const exportProfileSchema = z.object({
  name: text.describe('The account name given at sign-up'),
  fullName: text.describe("The profile's Full Name"),
  email: z.string().describe('The e-mail the account signs in with'),
  emailVerified: z.boolean(),
  createdAt: instant,
  timeZone: z.string().nullable().describe('IANA zone chosen in Preferences; null follows the browser'),
  weekStart: z.enum(WEEK_STARTS).describe('The first day of the week chosen in Preferences'),
  shareJournalWithAi: z.boolean().describe('Whether journal text may go to an external AI model'),
});

export const exportChecklistItemSchema = z.object({
  id,
  title: text,
  done: z.boolean(),
  position: z.number().int().min(0),
});

/** docs/product/todos.md "Repeating tasks": the rule as stored; an import checks it as the API does. */
export const exportRepeatRuleSchema = z.object({
  every: z.enum(REPEAT_UNITS),
  interval: z.number().int().min(1).describe('Every how many units'),
  weekdays: z.array(z.number().int().min(1).max(7)).optional().describe('For every week: ISO weekdays, 1 Monday … 7 Sunday'),
  monthDay: z.number().int().min(1).max(31).optional().describe('For every month or year: the day of the month (a shorter month uses its last day)'),
  from: z.enum(REPEAT_FROM).describe("'due': from the due date; 'completion': from the day it was completed"),
  until: date.optional().describe('The last date an occurrence may be due on'),
  count: z.number().int().min(1).optional().describe('How many occurrences in all'),
});

export const exportTaskSchema = z.object({
  id,
  title: text,
  description: text.nullable(),
  priority: z.enum(TODO_PRIORITIES),
  dueDate: date.nullable(),
  // Reminders (issue 21): absent in archives made before them, read as none.
  dueTime: timeOfDay.nullable().default(null).describe('With dueDate: the time it is due, in the person\'s zone'),
  reminder: z.enum(REMINDER_OFFSETS).nullable().default(null).describe('When the reminder fires, against the due date and time'),
  category: text.nullable(),
  status: z.enum(TODO_STATUSES),
  estimatedMinutes: z.number().int().nullable(),
  habitId: id.nullable().describe('The habit (in habits) this task counts towards'),
  // Linked goals (issue 22 §4): absent in archives made before them, read as none.
  goalId: id.nullable().default(null).describe('The goal (in goals) this task works towards'),
  completedAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
  // Checklists (issue 22): absent in archives made before them, read as none.
  checklist: z.array(exportChecklistItemSchema).default([]).describe("The task's checklist, in its order"),
  // Repeating tasks (issue 22): absent in archives made before them, read as a task that does not repeat.
  repeat: exportRepeatRuleSchema.nullable().default(null).describe('The repeat rule; null when the task does not repeat'),
  seriesId: id.nullable().default(null).describe("The series of a repeating task's occurrences: its first occurrence's id"),
  occurrence: z.number().int().min(1).nullable().default(null).describe('This occurrence\'s number in its series, from 1'),
});

export const exportTaskHistorySchema = z.object({
  id,
  taskId: id.nullable().describe('The task (in tasks) this change belongs to; null once that task was deleted'),
  previousStatus: z.enum(TODO_STATUSES),
  newStatus: z.enum(TODO_STATUSES),
  changedBy: text.describe("'user' for a person's own change, else what made it"),
  changedAt: instant,
  notes: text,
});

export const exportJournalEntrySchema = z.object({
  id,
  content: text,
  mood: z.number().int().min(1).max(10),
  tags: z.array(text),
  highlights: z.array(text),
  gratitude: z.array(text),
  createdAt: instant.describe('When the entry was written; its day is this instant in the person’s zone'),
  updatedAt: instant,
});

export const exportMoodLogSchema = z.object({
  id,
  value: z.number().int().min(1).max(10),
  notes: text.nullable(),
  factors: z.array(text),
  loggedAt: instant,
  createdAt: instant,
});

export const exportMilestoneSchema = z.object({
  id,
  title: text,
  completed: z.boolean(),
  dueDate: date.nullable(),
  position: z.number().int(),
  completedAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
});

export const exportGoalSchema = z.object({
  id,
  title: text,
  description: text.nullable(),
  category: z.enum(GOAL_CATEGORIES),
  targetDate: date.nullable(),
  progress: z.number().int().min(0).max(100),
  status: z.enum(GOAL_STATUSES),
  completedAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
  milestones: z.array(exportMilestoneSchema).describe('In the order they were written'),
});

/** docs/product/habits.md "Rest days": a rest day (start and end the same) or a range. */
export const exportHabitBreakSchema = z.object({
  startDate: date,
  endDate: date,
  reason: text.nullable().default(null),
});

export const exportHabitSchema = z.object({
  id,
  title: text,
  description: text.nullable(),
  frequency: z.enum(HABIT_FREQUENCIES),
  timeOfDay: z.enum(HABIT_TIMES_OF_DAY).nullable(),
  category: z.enum(HABIT_CATEGORIES),
  color: text,
  // Reminders (issue 21): absent in archives made before them, read as none.
  reminderTimes: z.array(timeOfDay).default([]).describe("Local times 'HH:MM' the habit reminds at"),
  reminderDays: z.array(z.number().int().min(1).max(7)).default([]).describe('ISO weekdays (1 = Monday) it reminds on; empty: every day'),
  // Linked goals (issue 22 §4): absent in archives made before them, read as none.
  goalId: id.nullable().default(null).describe('The goal (in goals) this habit works towards'),
  // Targets, amounts and rest days (issue 22 §5–7): absent in archives made before them, read as none.
  targetCount: z.number().int().nullable().default(null).describe('Times per period (the frequency is the period); null: once'),
  targetAmount: z.number().int().nullable().default(null).describe('The amount to reach each day; null: a plain habit'),
  unit: text.nullable().default(null).describe("The amount's unit, such as 'glasses'"),
  breaks: z.array(exportHabitBreakSchema).default([]).describe("The habit's own rest days and ranges"),
  createdAt: instant,
  updatedAt: instant,
});

export const exportHabitCompletionSchema = z.object({
  id,
  habitId: id.describe('The habit (in habits) this day belongs to'),
  date,
  completed: z.boolean(),
  amount: z.number().int().min(0).nullable().default(null).describe("A numeric habit's amount that day (issue 22 §7); absent in older archives"),
  notes: text.nullable(),
  createdAt: instant,
});

export const exportActivitySchema = z.object({
  id,
  type: z.enum(ACTIVITY_TYPES),
  title: text,
  description: text.nullable(),
  durationSeconds: z.number().int(),
  startedAt: instant,
  energy: z.number().int().nullable(),
  focus: z.number().int().nullable(),
  satisfaction: z.number().int().nullable(),
  taskId: id.nullable().describe('The task (in tasks) this activity was for'),
  createdAt: instant,
  updatedAt: instant,
});

export const exportRunningTimerSchema = z.object({
  title: text,
  type: z.enum(ACTIVITY_TYPES),
  description: text.nullable(),
  taskId: id.nullable(),
  startedAt: instant,
  accumulatedSeconds: z.number().int().describe('Seconds counted before the last resume'),
  resumedAt: instant.nullable().describe('When it was last started or resumed; null while paused'),
});

export const exportSubscriptionSchema = z.object({
  id,
  subscriptionType: z.enum(SUBSCRIPTION_TYPES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  startsAt: instant,
  expiresAt: instant.nullable(),
  cancelledAt: instant.nullable(),
  createdAt: instant,
});

export const exportAiSchema = z.object({
  hasAiAccess: z.boolean().describe('Premium access granted to the account itself'),
  successfulCalls: z.number().int().describe('AI answers received, all time'),
  callsByDay: z.array(z.object({ day: date, count: z.number().int() })).describe('Calls counted against the daily quota (UTC days)'),
});

export const exportArchiveSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: instant,
  profile: exportProfileSchema,
  tasks: z.array(exportTaskSchema),
  taskHistory: z.array(exportTaskHistorySchema),
  journalEntries: z.array(exportJournalEntrySchema),
  moodLogs: z.array(exportMoodLogSchema),
  goals: z.array(exportGoalSchema),
  habits: z.array(exportHabitSchema),
  habitCompletions: z.array(exportHabitCompletionSchema),
  habitBreaks: z.array(exportHabitBreakSchema).default([]).describe('Rest days and ranges for every habit (issue 22 §6); absent in older archives'),
  activities: z.array(exportActivitySchema),
  runningTimer: exportRunningTimerSchema.nullable(),
  subscriptions: z.array(exportSubscriptionSchema),
  ai: exportAiSchema,
});
export type ExportArchive = z.output<typeof exportArchiveSchema>;

/** The archive's JSON Schema (draft 2020-12), as shipped in the repository and in every export. */
export function exportArchiveJsonSchema(): Record<string, unknown> {
  return {
    $id: `urn:cadence:schema:${EXPORT_FORMAT}:v${EXPORT_VERSION}`,
    title: 'Cadence export archive',
    ...z.toJSONSchema(exportArchiveSchema, { target: 'draft-2020-12' }),
  };
}
