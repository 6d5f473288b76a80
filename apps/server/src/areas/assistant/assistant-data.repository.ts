import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activities,
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
  todos,
  users,
} from '../../db/schema';

// The user's data the AI features read (docs/product/ai.md "Context"). Every statement starts
// from the table's owner scope with the signed-in user's id: nothing a client sends, and nothing
// written inside an entry, can point a read at another user's rows.

export async function recentEntries(db: Db, userId: string, limit: number) {
  return db
    .select({ id: journalEntries.id, content: journalEntries.content, mood: journalEntries.mood, tags: journalEntries.tags, createdAt: journalEntries.createdAt })
    .from(journalEntries)
    .where(liveJournalEntriesOf(userId))
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
    .limit(limit);
}

export async function entriesByIds(db: Db, { userId, ids }: { userId: string; ids: string[] }) {
  return db
    .select({ id: journalEntries.id, content: journalEntries.content, mood: journalEntries.mood, tags: journalEntries.tags, createdAt: journalEntries.createdAt })
    .from(journalEntries)
    .where(and(liveJournalEntriesOf(userId), inArray(journalEntries.id, ids)));
}

/** Moods only (no text) since an instant, for the trend. */
export async function moodsSince(db: Db, { userId, since }: { userId: string; since: string }) {
  return db
    .select({ mood: journalEntries.mood, createdAt: journalEntries.createdAt })
    .from(journalEntries)
    .where(and(liveJournalEntriesOf(userId), gte(journalEntries.createdAt, since)))
    .orderBy(desc(journalEntries.createdAt));
}

/** Mood check-ins (values only, no notes) logged since an instant, for the trend (docs/product/moods.md "Mood trend"). */
export async function checkInsSince(db: Db, { userId, since }: { userId: string; since: string }) {
  return db
    .select({ value: moodLogs.value, loggedAt: moodLogs.loggedAt })
    .from(moodLogs)
    .where(and(moodLogsOf(userId), gte(moodLogs.loggedAt, since)));
}

/** Goals, active first and newest first, each with its first milestone not yet done. */
export async function goalsWithNextMilestone(db: Db, userId: string, limit: number) {
  // Written out: inside a select Drizzle renders columns unqualified, and "id" would be the milestone's.
  const nextMilestone = sql<string | null>`(select m.title from ${milestones} m where m.goal_id = ${goals}.id and not m.completed order by m.position limit 1)`;
  return db
    .select({ title: goals.title, category: goals.category, progress: goals.progress, status: goals.status, targetDate: goals.targetDate, nextMilestone })
    .from(goals)
    .where(liveGoalsOf(userId))
    .orderBy(asc(goals.status), desc(goals.createdAt))
    .limit(limit);
}

export async function habitsOfUser(db: Db, userId: string, limit: number) {
  return db
    .select({ id: habits.id, title: habits.title, frequency: habits.frequency, category: habits.category, timeOfDay: habits.timeOfDay, targetCount: habits.targetCount })
    .from(habits)
    .where(habitsOf(userId))
    .orderBy(asc(habits.createdAt))
    .limit(limit);
}

/** docs/product/habits.md "Rest days": the person's rests (for one habit or all), which the streaks step over. */
export function habitBreaksOf(db: Db, userId: string) {
  return db.select({ habitId: habitBreaks.habitId, startDate: habitBreaks.startDate, endDate: habitBreaks.endDate }).from(habitBreaks).where(eq(habitBreaks.userId, userId));
}

/** Completed dates since `since` of the given habits (the user's own: scoped by user_id too). */
export async function completionDates(db: Db, { userId, habitIds, since }: { userId: string; habitIds: string[]; since: string }) {
  if (habitIds.length === 0) return [];
  return db
    .select({ habitId: habitCompletions.habitId, date: habitCompletions.date })
    .from(habitCompletions)
    .where(and(eq(habitCompletions.userId, userId), inArray(habitCompletions.habitId, habitIds), eq(habitCompletions.completed, true), gte(habitCompletions.date, since)));
}

export async function recentActivities(db: Db, { userId, limit, since }: { userId: string; limit: number; since?: string }) {
  return db
    .select({ title: activities.title, type: activities.type, durationSeconds: activities.durationSeconds, startedAt: activities.startedAt })
    .from(activities)
    .where(since ? and(liveActivitiesOf(userId), gte(activities.startedAt, since)) : liveActivitiesOf(userId))
    .orderBy(desc(activities.startedAt), desc(activities.id))
    .limit(limit);
}

/** Open tasks, soonest due first (docs/product/ai.md "Context": not_started and in_progress). */
export async function openTodos(db: Db, userId: string, limit: number) {
  return db
    .select({ title: todos.title, status: todos.status, priority: todos.priority, dueDate: todos.dueDate })
    .from(todos)
    .where(and(liveTodosOf(userId), ne(todos.status, 'completed')))
    .orderBy(sql`${todos.dueDate} asc nulls last`, desc(todos.createdAt))
    .limit(limit);
}

/** The name and the journal-sharing consent (docs/product/ai.md "Privacy"). */
export async function aiPreferences(db: Db, userId: string) {
  const [row] = await db
    .select({ name: users.name, fullName: profiles.fullName, shareJournalWithAi: profiles.shareJournalWithAi })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return { firstName: (row?.fullName || row?.name || '').trim().split(/\s+/)[0] ?? '', shareJournalWithAi: row?.shareJournalWithAi ?? false };
}

export async function setShareJournalWithAi(db: Db, { userId, share, now }: { userId: string; share: boolean; now: Date }): Promise<void> {
  const updatedAt = now.toISOString();
  await db
    .insert(profiles)
    .values({ id: userId, shareJournalWithAi: share, updatedAt })
    .onConflictDoUpdate({ target: profiles.id, set: { shareJournalWithAi: share, updatedAt: sql`excluded.updated_at` } });
}
