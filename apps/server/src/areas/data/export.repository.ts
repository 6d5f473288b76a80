import { and, asc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  activeSessions,
  checklistItemsOf,
  activities,
  aiUsageDaily,
  goals,
  habitBreaks,
  habitCompletions,
  habits,
  habitsOf,
  journalEntries,
  liveActivitiesOf,
  liveGoalsOf,
  liveJournalEntriesOf,
  liveTodosOf,
  milestones,
  moodLogs,
  moodLogsOf,
  profiles,
  subscriptionsOf,
  taskChecklistItems,
  taskHistory,
  todos,
  userSubscriptions,
  users,
} from '../../db/schema';

// SQL of the export (docs/product/data.md "Export"): every table the person owns, read in pages in a
// stable order (by creation, then id), so an export of years of data never holds more than a page of
// rows. Only named columns are read: no hash, token or session can slip in through a `select *`.

export const EXPORT_PAGE_SIZE = 100;

/** Where a page ends: the last row's order key. */
export interface PageCursor {
  at: string;
  id: string;
}

/** Rows after `cursor` in (at, id) order: the keyset condition for the next page. */
function after(at: AnyPgColumn, idColumn: AnyPgColumn, cursor: PageCursor | null): SQL | undefined {
  return cursor ? or(gt(at, cursor.at), and(eq(at, cursor.at), gt(idColumn, cursor.id))) : undefined;
}

export const readProfile = (db: Db, userId: string) =>
  db
    .select({
      name: users.name,
      fullName: profiles.fullName,
      email: users.email,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      timeZone: profiles.timeZone,
      weekStart: profiles.weekStart,
      shareJournalWithAi: profiles.shareJournalWithAi,
      hasAiAccess: users.hasAiAccess,
      aiUsageCount: users.aiUsageCount,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));

export const taskPage = (db: Db, userId: string, cursor: PageCursor | null) =>
  db
    .select({
      id: todos.id,
      title: todos.title,
      description: todos.description,
      priority: todos.priority,
      dueDate: todos.dueDate,
      dueTime: todos.dueTime,
      reminder: todos.reminder,
      category: todos.category,
      status: todos.status,
      estimatedMinutes: todos.estimatedMinutes,
      habitId: todos.habitId,
      // docs/product/goals.md "Linked tasks and habits": only a live goal (one the archive carries) is a link.
      goalId: goals.id,
      completedAt: todos.completedAt,
      createdAt: todos.createdAt,
      updatedAt: todos.updatedAt,
      repeat: todos.repeatRule,
      seriesId: todos.seriesId,
      occurrence: todos.occurrence,
    })
    .from(todos)
    .leftJoin(goals, and(eq(goals.id, todos.goalId), isNull(goals.deletedAt)))
    .where(and(liveTodosOf(userId), after(todos.createdAt, todos.id, cursor)))
    .orderBy(asc(todos.createdAt), asc(todos.id))
    .limit(EXPORT_PAGE_SIZE);

/** The checklists of a page of tasks (docs/product/todos.md "Checklist"), in each task's order. */
export const checklistItemsOfTasks = (db: Db, userId: string, taskIds: string[]) =>
  db
    .select({ todoId: taskChecklistItems.todoId, id: taskChecklistItems.id, title: taskChecklistItems.title, done: taskChecklistItems.done, position: taskChecklistItems.position })
    .from(taskChecklistItems)
    .where(and(checklistItemsOf(userId), inArray(taskChecklistItems.todoId, taskIds)))
    .orderBy(asc(taskChecklistItems.todoId), asc(taskChecklistItems.position), asc(taskChecklistItems.id));

/** A change's task, when that task is in the export (live); null for a deleted one. */
export const taskHistoryPage = (db: Db, userId: string, cursor: PageCursor | null) =>
  db
    .select({
      id: taskHistory.id,
      taskId: sql<string | null>`case when ${todos.id} is null then null else ${taskHistory.todoId} end`,
      previousStatus: taskHistory.previousStatus,
      newStatus: taskHistory.newStatus,
      // The person's own change is written 'user' (export-archive.ts), never their account's id.
      changedBy: sql<string>`case when ${taskHistory.changedBy} = ${taskHistory.userId} then 'user' else ${taskHistory.changedBy} end`,
      changedAt: taskHistory.changedAt,
      notes: taskHistory.notes,
    })
    .from(taskHistory)
    .leftJoin(todos, and(eq(todos.id, taskHistory.todoId), liveTodosOf(userId)))
    .where(and(eq(taskHistory.userId, userId), after(taskHistory.changedAt, taskHistory.id, cursor)))
    .orderBy(asc(taskHistory.changedAt), asc(taskHistory.id))
    .limit(EXPORT_PAGE_SIZE);

export const journalPage = (db: Db, userId: string, cursor: PageCursor | null) =>
  db
    .select({
      id: journalEntries.id,
      content: journalEntries.content,
      mood: journalEntries.mood,
      tags: journalEntries.tags,
      highlights: journalEntries.highlights,
      gratitude: journalEntries.gratitude,
      createdAt: journalEntries.createdAt,
      updatedAt: journalEntries.updatedAt,
    })
    .from(journalEntries)
    .where(and(liveJournalEntriesOf(userId), after(journalEntries.createdAt, journalEntries.id, cursor)))
    .orderBy(asc(journalEntries.createdAt), asc(journalEntries.id))
    .limit(EXPORT_PAGE_SIZE);

export const moodPage = (db: Db, userId: string, cursor: PageCursor | null) =>
  db
    .select({ id: moodLogs.id, value: moodLogs.value, notes: moodLogs.notes, factors: moodLogs.factors, loggedAt: moodLogs.loggedAt, createdAt: moodLogs.createdAt })
    .from(moodLogs)
    .where(and(moodLogsOf(userId), after(moodLogs.createdAt, moodLogs.id, cursor)))
    .orderBy(asc(moodLogs.createdAt), asc(moodLogs.id))
    .limit(EXPORT_PAGE_SIZE);

/** A person has tens of goals, each at most a few dozen milestones: one read each, not pages. */
export async function readGoals(db: Db, userId: string) {
  const goalRows = await db
    .select({
      id: goals.id,
      title: goals.title,
      description: goals.description,
      category: goals.category,
      targetDate: goals.targetDate,
      progress: goals.progress,
      status: goals.status,
      completedAt: goals.completedAt,
      createdAt: goals.createdAt,
      updatedAt: goals.updatedAt,
    })
    .from(goals)
    .where(liveGoalsOf(userId))
    .orderBy(asc(goals.createdAt), asc(goals.id));
  const steps = goalRows.length
    ? await db
        .select({
          goalId: milestones.goalId,
          id: milestones.id,
          title: milestones.title,
          completed: milestones.completed,
          dueDate: milestones.dueDate,
          position: milestones.position,
          completedAt: milestones.completedAt,
          createdAt: milestones.createdAt,
          updatedAt: milestones.updatedAt,
        })
        .from(milestones)
        .where(and(eq(milestones.userId, userId), inArray(milestones.goalId, goalRows.map((goal) => goal.id))))
        .orderBy(asc(milestones.position), asc(milestones.id))
    : [];
  return { goals: goalRows, milestones: steps };
}

export const readHabits = (db: Db, userId: string) =>
  db
    .select({
      id: habits.id,
      title: habits.title,
      description: habits.description,
      frequency: habits.frequency,
      timeOfDay: habits.timeOfDay,
      category: habits.category,
      color: habits.color,
      reminderTimes: habits.reminderTimes,
      reminderDays: habits.reminderDays,
      goalId: goals.id,
      targetCount: habits.targetCount,
      targetAmount: habits.targetAmount,
      unit: habits.unit,
      createdAt: habits.createdAt,
      updatedAt: habits.updatedAt,
    })
    .from(habits)
    .leftJoin(goals, and(eq(goals.id, habits.goalId), isNull(goals.deletedAt)))
    .where(habitsOf(userId))
    .orderBy(asc(habits.createdAt), asc(habits.id));

/** docs/product/habits.md "Rest days": every rest of the person, by first day (a habit's own go inside it, the rest at the top). */
export const readHabitBreaks = (db: Db, userId: string) =>
  db
    .select({ habitId: habitBreaks.habitId, startDate: habitBreaks.startDate, endDate: habitBreaks.endDate, reason: habitBreaks.reason })
    .from(habitBreaks)
    .where(eq(habitBreaks.userId, userId))
    .orderBy(asc(habitBreaks.startDate), asc(habitBreaks.endDate), asc(habitBreaks.id));

/** The days of live habits (a deleted habit's log goes with it). */
export const completionPage = (db: Db, userId: string, cursor: PageCursor | null) =>
  db
    .select({
      id: habitCompletions.id,
      habitId: habitCompletions.habitId,
      date: habitCompletions.date,
      completed: habitCompletions.completed,
      amount: habitCompletions.amount,
      notes: habitCompletions.notes,
      createdAt: habitCompletions.createdAt,
    })
    .from(habitCompletions)
    .innerJoin(habits, and(eq(habits.id, habitCompletions.habitId), habitsOf(userId)))
    .where(and(eq(habitCompletions.userId, userId), after(habitCompletions.createdAt, habitCompletions.id, cursor)))
    .orderBy(asc(habitCompletions.createdAt), asc(habitCompletions.id))
    .limit(EXPORT_PAGE_SIZE);

export const activityPage = (db: Db, userId: string, cursor: PageCursor | null) =>
  db
    .select({
      id: activities.id,
      type: activities.type,
      title: activities.title,
      description: activities.description,
      durationSeconds: activities.durationSeconds,
      startedAt: activities.startedAt,
      energy: activities.energy,
      focus: activities.focus,
      satisfaction: activities.satisfaction,
      taskId: activities.todoId,
      createdAt: activities.createdAt,
      updatedAt: activities.updatedAt,
    })
    .from(activities)
    .where(and(liveActivitiesOf(userId), after(activities.createdAt, activities.id, cursor)))
    .orderBy(asc(activities.createdAt), asc(activities.id))
    .limit(EXPORT_PAGE_SIZE);

export async function readSmallParts(db: Db, userId: string) {
  const [timer, subscriptions, usage] = await Promise.all([
    db
      .select({
        title: activeSessions.title,
        type: activeSessions.type,
        description: activeSessions.description,
        taskId: activeSessions.todoId,
        startedAt: activeSessions.startedAt,
        accumulatedSeconds: activeSessions.accumulatedSeconds,
        resumedAt: activeSessions.resumedAt,
      })
      .from(activeSessions)
      .where(eq(activeSessions.userId, userId)),
    db
      .select({
        id: userSubscriptions.id,
        subscriptionType: userSubscriptions.subscriptionType,
        status: userSubscriptions.status,
        startsAt: userSubscriptions.startsAt,
        expiresAt: userSubscriptions.expiresAt,
        cancelledAt: userSubscriptions.cancelledAt,
        createdAt: userSubscriptions.createdAt,
      })
      .from(userSubscriptions)
      .where(subscriptionsOf(userId))
      .orderBy(asc(userSubscriptions.createdAt), asc(userSubscriptions.id)),
    db.select({ day: aiUsageDaily.day, count: aiUsageDaily.count }).from(aiUsageDaily).where(eq(aiUsageDaily.userId, userId)).orderBy(asc(aiUsageDaily.day)),
  ]);
  return { timer: timer[0] ?? null, subscriptions, usage };
}
