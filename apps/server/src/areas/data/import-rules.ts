import {
  CHECKLIST_MAX_ITEMS,
  CHECKLIST_MESSAGES,
  checklistTitleSchema,
  repeatRuleSchema,
  createActivityRequestSchema,
  createGoalRequestSchema,
  createHabitBreakRequestSchema,
  createHabitRequestSchema,
  createJournalEntryRequestSchema,
  createMoodLogRequestSchema,
  createTodoRequestSchema,
  DEFAULT_RATING,
  isSafeText,
  JOURNAL_MESSAGES,
  MOOD_LOG_MESSAGES,
} from '@cadence/shared';
import { z } from 'zod';
import type { ImportBatch, RefusedRow } from './import-batch';

/**
 * docs/product/data.md "Import": every row of an import meets the rules a row typed into Cadence meets
 * (the areas' own request schemas, so the words are the same: 'Title must be 200 characters or
 * fewer'), nothing is dated after now, and every reference points at a row of the same file. A row
 * that does not is left out and reported with the rule it breaks; rows that only make sense with it
 * (a habit's completions) go with it. Values are checked, not rewritten (what is imported is what the
 * file holds, so an export imported and exported again is the same archive), except the journal's and
 * moods' lists, kept as those areas keep them.
 */

const activityRowSchema = createActivityRequestSchema.extend({ durationSeconds: z.int().min(0, 'Duration cannot be negative') });

/** The first problem zod found, in the schema's words, or null. */
function problem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid row');
}

const label = (kind: string, index: number, name?: string | null) => {
  // eslint-disable-next-line no-control-regex -- a control character is shown as a space, never sent back raw
  const shown = name?.replace(/[\u0000-\u001f\u007f]/g, ' ').trim().replace(/\s+/g, ' ');
  return `${kind} ${index + 1}${shown ? ` ("${shown.length > 40 ? `${shown.slice(0, 39)}…` : shown}")` : ''}`;
};

const unsafe = (...values: Array<string | null>) => values.some((value) => value !== null && !isSafeText(value));

/** The batch with every row that breaks a rule moved to `refused`, and broken references cleared. */
export function checkBatch(batch: ImportBatch, { now }: { now: string }): ImportBatch {
  const refused: RefusedRow[] = [...batch.refused];
  const keep = <Row>(rows: Row[], kind: string, name: (row: Row) => string | null, check: (row: Row) => string | null): Row[] =>
    rows.filter((row, index) => {
      const rule = check(row);
      if (rule !== null) refused.push({ where: label(kind, index, name(row)), rule });
      return rule === null;
    });
  const later = (instant: string) => Date.parse(instant) > Date.parse(now);

  const goals = keep(batch.goals, 'Goal', (g) => g.title, (g) =>
    problem(createGoalRequestSchema, {
      title: g.title,
      description: g.description,
      category: g.category,
      targetDate: g.targetDate,
      milestones: g.milestones.map((m) => ({ title: m.title, dueDate: m.dueDate })),
    }) ?? (g.milestones.some((m) => m.title.trim() === '') ? 'A milestone needs a title' : null),
  );
  // docs/product/goals.md "Linked tasks and habits": a link to a goal the file does not bring is dropped.
  const goalKeys = new Set(goals.map((g) => g.id));
  const withoutLostGoal = <Row extends { goalId: string | null }>(row: Row): Row => (row.goalId !== null && !goalKeys.has(row.goalId) ? { ...row, goalId: null } : row);
  const habits = keep(batch.habits, 'Habit', (h) => h.title, (h) =>
    problem(createHabitRequestSchema, {
      title: h.title,
      description: h.description,
      frequency: h.frequency,
      timeOfDay: h.timeOfDay,
      category: h.category,
      color: h.color,
      reminderTimes: h.reminderTimes,
      reminderDays: h.reminderDays,
      targetCount: h.targetCount,
      targetAmount: h.targetAmount,
      unit: h.unit,
    }) ??
    // docs/product/habits.md "Rest days": each of its rests meets the rules of one added on the screen.
    (h.breaks.map((range) => problem(createHabitBreakRequestSchema, { habitId: null, ...range })).find((rule) => rule !== null) ?? null),
  ).map(withoutLostGoal);
  const habitKeys = new Set(habits.map((h) => h.id));
  const tasks = keep(batch.tasks, 'Task', (t) => t.title, (t) =>
    problem(createTodoRequestSchema, { title: t.title, description: t.description, priority: t.priority, dueDate: t.dueDate, dueTime: t.dueTime, reminder: t.reminder, category: t.category, status: t.status, estimatedMinutes: t.estimatedMinutes }) ??
    ((t.status === 'completed') !== (t.completedAt !== null) ? 'A task has a completion time exactly when it is completed' : null) ??
    // docs/product/todos.md "Checklist": the items meet the rules of an item typed in.
    (t.checklist.length > CHECKLIST_MAX_ITEMS ? CHECKLIST_MESSAGES.tooManyItems : null) ??
    (t.checklist.map((item) => problem(checklistTitleSchema, item.title)).find((rule) => rule !== null) ??
      // docs/product/todos.md "Repeating tasks": the rule meets the API's rules.
      (t.repeat === null ? null : problem(repeatRuleSchema, t.repeat))),
  )
    .map((t) => (t.habitId !== null && !habitKeys.has(t.habitId) ? { ...t, habitId: null } : t))
    .map(withoutLostGoal);
  const taskKeys = new Set(tasks.map((t) => t.id));
  const taskHistory = keep(batch.taskHistory, 'Task history entry', () => null, (h) =>
    unsafe(h.changedBy, h.notes) ? 'Notes must not contain control characters' : later(h.changedAt) ? 'A change cannot be dated in the future' : null,
  ).map((h) => (h.taskId !== null && !taskKeys.has(h.taskId) ? { ...h, taskId: null } : h));
  const journalEntries = keep(batch.journalEntries, 'Journal entry', (e) => e.content, (e) =>
    problem(createJournalEntryRequestSchema, { content: e.content, mood: e.mood, tags: e.tags, highlights: e.highlights, gratitude: e.gratitude, createdAt: e.createdAt }) ??
    (later(e.createdAt) ? JOURNAL_MESSAGES.createdAtInFuture : null),
  ).map((e) => {
    // Lists as the journal keeps them (tags lower-cased once each…): what another app wrote "Work, work" becomes one tag.
    const { tags, highlights, gratitude } = createJournalEntryRequestSchema.parse({ content: e.content, tags: e.tags, highlights: e.highlights, gratitude: e.gratitude });
    return { ...e, tags, highlights, gratitude };
  });
  const moodLogs = keep(batch.moodLogs, 'Mood', (m) => m.notes, (m) =>
    problem(createMoodLogRequestSchema, { value: m.value, notes: m.notes, factors: m.factors, loggedAt: m.loggedAt }) ?? (later(m.loggedAt) ? MOOD_LOG_MESSAGES.loggedAtInFuture : null),
  ).map((m) => ({ ...m, factors: createMoodLogRequestSchema.parse({ value: m.value, factors: m.factors }).factors }));
  const habitCompletions = keep(batch.habitCompletions, 'Habit completion', (c) => c.date, (c) =>
    !habitKeys.has(c.habitId) ? 'Its habit is not in the file or is not imported' : unsafe(c.notes) ? 'Notes must not contain control characters' : null,
  );
  const activities = keep(batch.activities, 'Activity', (a) => a.title, (a) =>
    problem(activityRowSchema, {
      title: a.title,
      type: a.type,
      description: a.description,
      startedAt: a.startedAt,
      durationSeconds: a.durationSeconds,
      energy: a.energy ?? DEFAULT_RATING,
      focus: a.focus ?? DEFAULT_RATING,
      satisfaction: a.satisfaction ?? DEFAULT_RATING,
    }) ?? (later(a.startedAt) ? 'An activity cannot start in the future' : null),
  ).map((a) => (a.taskId !== null && !taskKeys.has(a.taskId) ? { ...a, taskId: null } : a));

  const habitBreaks = keep(batch.habitBreaks ?? [], 'Rest', (r) => r.startDate, (r) => problem(createHabitBreakRequestSchema, { habitId: null, ...r }));

  return { format: batch.format, refused, habitBreaks, habits, tasks, taskHistory, journalEntries, moodLogs, goals, habitCompletions, activities };
}
