import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { DASHBOARD_ENTRY_PREVIEW_LENGTH, DASHBOARD_RECENT_ENTRIES, PRODUCTIVE_ACTIVITY_TYPES, type HabitFrequency } from '@cadence/shared';
import type { Db } from '../../db/client';
import {
  activeSessions,
  activities,
  goals,
  habitCompletions,
  habits,
  habitsOf,
  journalEntries,
  liveActivitiesOf,
  liveGoalsOf,
  liveJournalEntriesOf,
  liveTodosOf,
  moodLogs,
  moodLogsOf,
  todos,
  users,
} from '../../db/schema';

// SQL of the dashboard (docs/product/dashboard.md "API"). It owns no table: it reads the other areas'
// tables, each through its owner scope (liveTodosOf, habitsOf…), so no row of another user and no
// deleted row can be counted. Timestamps stay PostgreSQL text (docs/architecture.md "Stack notes"); the service makes them ISO.

/** UTC bounds [from, to) of a span of local days, as ISO strings. */
export interface InstantRange {
  from: string;
  to: string;
}

/** The local dates [from, to] of today's period for each habit frequency (docs/product/dashboard.md "Habits Today"). */
export type HabitPeriods = Record<HabitFrequency, { from: string; to: string }>;

export interface DashboardQuery {
  userId: string;
  today: InstantRange;
  periods: HabitPeriods;
}

const productiveTypes = [...PRODUCTIVE_ACTIVITY_TYPES];

/** Each frequency's period bound, chosen per habit row. */
function periodBound(periods: HabitPeriods, side: 'from' | 'to') {
  return sql`case ${habits.frequency} when 'daily' then ${periods.daily[side]}::date when 'weekly' then ${periods.weekly[side]}::date else ${periods.monthly[side]}::date end`;
}

/** The numbers of the stat cards and the first-run flags, in one statement (one row: the user's). */
export function selectSummary(db: Db, { userId, today, periods }: DashboardQuery) {
  const productive = db
    .select({ seconds: sql`coalesce(sum(${activities.durationSeconds}), 0)` })
    .from(activities)
    .where(and(liveActivitiesOf(userId), gte(activities.startedAt, today.from), lt(activities.startedAt, today.to), inArray(activities.type, productiveTypes)));
  const activeGoals = db.select({ count: sql`count(*)` }).from(goals).where(and(liveGoalsOf(userId), eq(goals.status, 'active')));
  // docs/product/dashboard.md "Habits Today": done when the current period met the habit's target (once, for a plain habit).
  const habitsDone = sql`(select count(*) from ${habitCompletions} where ${habitCompletions.habitId} = ${habits.id} and ${habitCompletions.completed}
    and ${habitCompletions.date} between ${periodBound(periods, 'from')} and ${periodBound(periods, 'to')}) >= coalesce(${habits.targetCount}, 1)`;
  const habitsTotal = db.select({ count: sql`count(*)` }).from(habits).where(habitsOf(userId));
  const habitsDoneCount = db.select({ count: sql`count(*)` }).from(habits).where(and(habitsOf(userId), habitsDone));
  const exists = (query: { getSQL(): unknown }) => sql<boolean>`exists (${query})`;
  return db
    .select({
      productiveSeconds: sql<string>`(${productive})`.mapWith(Number),
      activeGoals: sql<string>`(${activeGoals})`.mapWith(Number),
      habitsTotal: sql<string>`(${habitsTotal})`.mapWith(Number),
      habitsDone: sql<string>`(${habitsDoneCount})`.mapWith(Number),
      hasTask: exists(db.select({ one: sql`1` }).from(todos).where(liveTodosOf(userId))),
      hasEntry: exists(db.select({ one: sql`1` }).from(journalEntries).where(liveJournalEntriesOf(userId))),
      hasGoal: exists(db.select({ one: sql`1` }).from(goals).where(liveGoalsOf(userId))),
      hasHabit: exists(db.select({ one: sql`1` }).from(habits).where(habitsOf(userId))),
      hasActivity: exists(db.select({ one: sql`1` }).from(activities).where(liveActivitiesOf(userId))),
    })
    .from(users)
    .where(eq(users.id, userId));
}

/** "Today's Schedule": today's activities in the order they happened (activities_user_started_idx). */
export function selectSchedule(db: Db, { userId, today }: Pick<DashboardQuery, 'userId' | 'today'>) {
  return db
    .select({ id: activities.id, type: activities.type, title: activities.title, durationSeconds: activities.durationSeconds, startedAt: activities.startedAt })
    .from(activities)
    .where(and(liveActivitiesOf(userId), gte(activities.startedAt, today.from), lt(activities.startedAt, today.to)))
    .orderBy(asc(activities.startedAt), asc(activities.id));
}

/** "Recent Journal Entries": the latest two, their text cut for the card (journal_entries_user_created_idx). */
export function selectRecentEntries(db: Db, userId: string) {
  return db
    .select({
      id: journalEntries.id,
      createdAt: journalEntries.createdAt,
      mood: journalEntries.mood,
      content: sql<string>`left(${journalEntries.content}, ${DASHBOARD_ENTRY_PREVIEW_LENGTH})`,
      tags: journalEntries.tags,
    })
    .from(journalEntries)
    .where(liveJournalEntriesOf(userId))
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
    .limit(DASHBOARD_RECENT_ENTRIES);
}

/** The running timer (at most one per user: active_sessions_user_id_unique). */
export function selectSession(db: Db, userId: string) {
  return db
    .select({
      id: activeSessions.id,
      title: activeSessions.title,
      type: activeSessions.type,
      startedAt: activeSessions.startedAt,
      accumulatedSeconds: activeSessions.accumulatedSeconds,
      resumedAt: activeSessions.resumedAt,
    })
    .from(activeSessions)
    .where(eq(activeSessions.userId, userId));
}

export type SummaryRow = Awaited<ReturnType<typeof selectSummary>>[number];
export type ScheduleRow = Awaited<ReturnType<typeof selectSchedule>>[number];
export type RecentEntryRow = Awaited<ReturnType<typeof selectRecentEntries>>[number];
export type SessionRow = Awaited<ReturnType<typeof selectSession>>[number];

/** Everything GET /api/dashboard shows, in four statements sent at once. */
export async function readDashboard(db: Db, query: DashboardQuery) {
  const [[summary], schedule, recentEntries, [session]] = await Promise.all([
    selectSummary(db, query),
    selectSchedule(db, query),
    selectRecentEntries(db, query.userId),
    selectSession(db, query.userId),
  ]);
  return { summary, schedule, recentEntries, session };
}

// The review (docs/product/dashboard.md "Review"): the raw points of a window of local days; the
// service puts each in its local day in Node (no time-zone work in the database, decision 008).

/** Work and learning in the window: when each began and how long it lasted. */
export function selectProductiveActivities(db: Db, { userId, window }: { userId: string; window: InstantRange }) {
  return db
    .select({ startedAt: activities.startedAt, durationSeconds: activities.durationSeconds, type: activities.type })
    .from(activities)
    .where(and(liveActivitiesOf(userId), gte(activities.startedAt, window.from), lt(activities.startedAt, window.to), inArray(activities.type, productiveTypes)));
}

/** Every mood of the window: entries' moods and mood check-ins alike. */
export function selectMoods(db: Db, { userId, window }: { userId: string; window: InstantRange }) {
  const entryMoods = db
    .select({ at: journalEntries.createdAt, value: journalEntries.mood })
    .from(journalEntries)
    .where(and(liveJournalEntriesOf(userId), gte(journalEntries.createdAt, window.from), lt(journalEntries.createdAt, window.to)));
  const checkIns = db
    .select({ at: moodLogs.loggedAt, value: moodLogs.value })
    .from(moodLogs)
    .where(and(moodLogsOf(userId), gte(moodLogs.loggedAt, window.from), lt(moodLogs.loggedAt, window.to)));
  return entryMoods.unionAll(checkIns);
}

/** The live habits, oldest first. */
export function selectHabits(db: Db, userId: string) {
  return db.select({ id: habits.id, title: habits.title, createdAt: habits.createdAt }).from(habits).where(habitsOf(userId)).orderBy(asc(habits.createdAt), asc(habits.id));
}

/** The habit and local date of each completion of a live habit in [from, to]. */
export function selectCompletions(db: Db, { userId, from, to }: { userId: string; from: string; to: string }) {
  return db
    .select({ habitId: habitCompletions.habitId, date: habitCompletions.date })
    .from(habitCompletions)
    .innerJoin(habits, eq(habits.id, habitCompletions.habitId))
    // The completions' own owner column first, so habit_completions_user_id_date_idx reads only the window.
    .where(and(eq(habitCompletions.userId, userId), gte(habitCompletions.date, from), lte(habitCompletions.date, to), eq(habitCompletions.completed, true), habitsOf(userId)));
}

/** What the review needs, in four statements sent at once. */
export async function readReview(db: Db, query: { userId: string; window: InstantRange; firstDate: string; lastDate: string }) {
  const [productive, moods, habitRows, completions] = await Promise.all([
    selectProductiveActivities(db, query),
    selectMoods(db, query),
    selectHabits(db, query.userId),
    selectCompletions(db, { userId: query.userId, from: query.firstDate, to: query.lastDate }),
  ]);
  return { productive, moods, habits: habitRows, completions };
}
