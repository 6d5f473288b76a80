import { addDays, DEFAULT_WEEK_START, habitStats, localDateInTimeZone, periodOf, targetOf, type HabitFrequency, type HabitRules, type WeekStart } from '@cadence/shared';
import { emptySnapshot, type SnapshotEntry, type UserSnapshot } from '../../ai/offline/user-snapshot';
import type { Actor } from '../../context/actor';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import type { AssistantContext } from './assistant-context';
import * as data from './assistant-data.repository';

// docs/product/ai.md "Context": each feature asks for the parts and sizes it sends
// (docs/product/ai.md "Context"); everything is read here, for the signed-in user, never taken from the client.

export interface SnapshotNeeds {
  entries?: { count: number; chars: number };
  goals?: number;
  habits?: number;
  activities?: number;
  todos?: number;
  moods?: boolean;
  productiveTime?: boolean;
}

export interface AssistantSnapshot {
  snapshot: UserSnapshot;
  /** The user's consent to send journal text to an external model (off by default). */
  shareJournal: boolean;
}

/** Habit completions older than this do not change a streak anyone will read. */
const STREAK_LOOKBACK_DAYS = 400;
/** Moods read: two 30-day windows, the last 30 days and the 30 before (docs/product/dashboard.md "Review"). */
const MOOD_LOOKBACK_DAYS = 60;
/** No time zone is further than 14 hours from UTC: reads start this far before the first day's UTC midnight. */
const WIDEST_OFFSET_MS = 14 * 3_600_000;

/**
 * docs/product/habits.md "Streak", with the person's first day of the week (docs/product/accounts.md
 * "Preferences"): the shared rule the habits screen shows, so the assistant's streaks are the screen's.
 */
export function habitStanding(dates: readonly string[], frequency: HabitFrequency, today: string, weekStart: WeekStart, rules: HabitRules = {}): { streak: number; doneThisPeriod: boolean } {
  const current = periodOf(today, frequency, weekStart);
  // docs/product/habits.md "Targets", "Rest days": the screen's rules; the period is done once it met its target.
  const { streak } = habitStats(dates, frequency, { today, createdOn: today, weekStart }, rules);
  return { streak, doneThisPeriod: dates.filter((date) => periodOf(date, frequency, weekStart) === current).length >= targetOf(rules.targetCount) };
}

/** Text cut to `chars` characters, with an ellipsis when something was cut. */
export function cutText(text: string, chars: number): string {
  const characters = [...text.replace(/\s+/g, ' ').trim()];
  return characters.length > chars ? `${characters.slice(0, chars).join('')}…` : characters.join('');
}

export function localDateOf(timestamp: string, timeZone: string): string {
  return localDateInTimeZone(new Date(toIsoTimestamp(timestamp)), timeZone);
}

export function toSnapshotEntry(row: { content: string; mood: number; tags: string[]; createdAt: string }, chars: number, timeZone: string): SnapshotEntry {
  return { content: cutText(row.content, chars), mood: row.mood, tags: row.tags, date: localDateOf(row.createdAt, timeZone) };
}

export async function buildSnapshot(ctx: AssistantContext, actor: Actor, needs: SnapshotNeeds): Promise<AssistantSnapshot> {
  const { db } = ctx;
  const { userId, timeZone } = actor;
  const now = ctx.clock.now();
  const today = localDateInTimeZone(now, timeZone);
  const weekStart = actor.weekStart ?? DEFAULT_WEEK_START;
  const snapshot = emptySnapshot(today, weekStart);
  const preferences = await data.aiPreferences(db, userId);
  snapshot.firstName = preferences.firstName;

  if (needs.entries) {
    const { count, chars } = needs.entries;
    snapshot.entries = (await data.recentEntries(db, userId, count)).map((row) => toSnapshotEntry(row, chars, timeZone));
  }
  if (needs.moods) {
    // Entries and check-ins alike, as the review counts them (issue 18 §7); days outside the windows are ignored.
    const since = new Date(Date.parse(`${addDays(today, -(MOOD_LOOKBACK_DAYS - 1))}T00:00:00.000Z`) - WIDEST_OFFSET_MS).toISOString();
    const [entryMoods, checkIns] = await Promise.all([data.moodsSince(db, { userId, since }), data.checkInsSince(db, { userId, since })]);
    snapshot.moodPoints = [
      ...entryMoods.map((row) => ({ date: localDateOf(row.createdAt, timeZone), value: row.mood })),
      ...checkIns.map((row) => ({ date: localDateOf(row.loggedAt, timeZone), value: row.value })),
    ];
  }
  if (needs.goals) {
    snapshot.goals = (await data.goalsWithNextMilestone(db, userId, needs.goals)).map((goal) => ({ ...goal }));
  }
  if (needs.habits) {
    const habits = await data.habitsOfUser(db, userId, needs.habits);
    const [dates, breaks] = await Promise.all([data.completionDates(db, { userId, habitIds: habits.map((h) => h.id), since: addDays(today, -STREAK_LOOKBACK_DAYS) }), data.habitBreaksOf(db, userId)]);
    snapshot.habits = habits.map((habit) => ({
      title: habit.title,
      frequency: habit.frequency,
      category: habit.category,
      timeOfDay: habit.timeOfDay,
      ...habitStanding(dates.filter((d) => d.habitId === habit.id).map((d) => d.date), habit.frequency, today, weekStart, {
        targetCount: habit.targetCount,
        breaks: breaks.filter((range) => range.habitId === null || range.habitId === habit.id),
      }),
    }));
  }
  if (needs.activities) {
    snapshot.activities = (await data.recentActivities(db, { userId, limit: needs.activities })).map((row) => ({
      title: row.title,
      type: row.type,
      durationSeconds: row.durationSeconds,
      date: localDateOf(row.startedAt, timeZone),
    }));
  }
  if (needs.productiveTime) {
    // Two days back covers the user's whole today in any time zone; the local date decides.
    const since = new Date(now.getTime() - 2 * 86_400_000).toISOString();
    const rows = await data.recentActivities(db, { userId, limit: 500, since });
    snapshot.productiveSecondsToday = rows
      .filter((row) => (row.type === 'work' || row.type === 'learning') && localDateOf(row.startedAt, timeZone) === today)
      .reduce((sum, row) => sum + row.durationSeconds, 0);
  }
  if (needs.todos) snapshot.todos = await data.openTodos(db, userId, needs.todos);
  return { snapshot, shareJournal: preferences.shareJournalWithAi };
}
