import {
  HABIT_FREQUENCIES,
  PATTERN_WINDOW_DAYS,
  REVIEW_RANGE_DAYS,
  dayIndexAt,
  habitPeriodAround,
  localDateInTimeZone,
  localDaysBounds,
  moodPatterns,
  roundToTenth,
  addDays,
  startsOfLocalDays,
  datesBetween,
  type Dashboard,
  type DashboardReview,
  type DashboardReviewQuery,
  type PatternDay,
} from '@cadence/shared';
import type { Actor } from '../../context/actor';
import type { AreaContext } from '../../context/area-context';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import * as dashboardRepository from './dashboard.repository';
import type { HabitPeriods } from './dashboard.repository';

// docs/product/dashboard.md: the dashboard reads; it changes nothing, so it announces nothing. "Today"
// is the person's local date in the zone their browser sent (docs/product/dashboard.md "Today").

function todayOf(ctx: AreaContext, actor: Actor) {
  const nowMs = ctx.clock.now().getTime();
  return { nowMs, today: localDateInTimeZone(new Date(nowMs), actor.timeZone) };
}

/** GET /api/dashboard: everything the dashboard shows, from one request. */
export async function getDashboard(ctx: AreaContext, actor: Actor): Promise<Dashboard> {
  const { nowMs, today } = todayOf(ctx, actor);
  const todayRange = localDaysBounds(today, today, actor.timeZone);
  // docs/product/accounts.md "Preferences": a weekly habit's week is the person's.
  const periods = Object.fromEntries(HABIT_FREQUENCIES.map((frequency) => [frequency, habitPeriodAround(today, frequency, actor.weekStart)])) as HabitPeriods;
  const { summary, schedule, recentEntries, session } = await dashboardRepository.readDashboard(ctx.db, { userId: actor.userId, today: todayRange, periods });
  const startedAt = session ? toIsoTimestamp(session.startedAt) : null;
  return {
    today,
    serverNow: new Date(nowMs).toISOString(),
    productiveSeconds: summary?.productiveSeconds ?? 0,
    activeGoals: summary?.activeGoals ?? 0,
    habitsToday: { done: summary?.habitsDone ?? 0, total: summary?.habitsTotal ?? 0 },
    schedule: schedule.map((row) => ({ ...row, startedAt: toIsoTimestamp(row.startedAt) })),
    recentEntries: recentEntries.map((row) => ({ ...row, createdAt: toIsoTimestamp(row.createdAt) })),
    firstSteps: {
      hasTask: summary?.hasTask ?? false,
      hasEntry: summary?.hasEntry ?? false,
      hasGoal: summary?.hasGoal ?? false,
      hasHabit: summary?.hasHabit ?? false,
      hasActivity: summary?.hasActivity ?? false,
    },
    session:
      session && startedAt
        ? {
            id: session.id,
            title: session.title,
            type: session.type,
            startedAt,
            accumulatedSeconds: session.accumulatedSeconds,
            resumedAt: session.resumedAt === null ? null : toIsoTimestamp(session.resumedAt),
            // docs/product/dashboard.md "Productive Time": a session counts for the day it started on, as the activity it becomes.
            countsToday: startedAt >= todayRange.from && startedAt < todayRange.to,
          }
        : null,
  };
}

/**
 * GET /api/dashboard/review: the last 7 or 30 local days (docs/product/dashboard.md "Review"), and the
 * patterns of the last 30 (docs/product/dashboard.md "Patterns").
 */
export async function getReview(ctx: AreaContext, actor: Actor, query: DashboardReviewQuery): Promise<DashboardReview> {
  const { today } = todayOf(ctx, actor);
  const windowDays = Math.max(REVIEW_RANGE_DAYS[query.range], PATTERN_WINDOW_DAYS);
  const firstDate = addDays(today, 1 - windowDays);
  const dates = datesBetween(firstDate, today);
  const bounds = startsOfLocalDays(firstDate, today, actor.timeZone);
  const dayStarts = bounds.slice(0, -1);
  const end = bounds.at(-1)!;
  const window = { from: new Date(dayStarts[0]!).toISOString(), to: new Date(end).toISOString() };
  const rows = await dashboardRepository.readReview(ctx.db, { userId: actor.userId, window, firstDate, lastDate: today });

  const moodSums = dates.map(() => ({ sum: 0, count: 0 }));
  for (const mood of rows.moods) {
    const index = dayIndexAt(Date.parse(toIsoTimestamp(mood.at)), dayStarts, end);
    if (index >= 0) {
      moodSums[index]!.sum += mood.value;
      moodSums[index]!.count += 1;
    }
  }
  const productiveSeconds = dates.map(() => 0);
  for (const activity of rows.productive) {
    const index = dayIndexAt(Date.parse(toIsoTimestamp(activity.startedAt)), dayStarts, end);
    if (index >= 0) productiveSeconds[index]! += activity.durationSeconds;
  }
  const habitsByDate = new Map<string, string[]>();
  for (const { date, habitId } of rows.completions) habitsByDate.set(date, [...(habitsByDate.get(date) ?? []), habitId]);

  const patternDays: PatternDay[] = dates.map((date, index) => ({
    date,
    mood: moodSums[index]!.count === 0 ? null : moodSums[index]!.sum / moodSums[index]!.count,
    habitIds: habitsByDate.get(date) ?? [],
    productiveMinutes: Math.floor(productiveSeconds[index]! / 60),
  }));
  const habits = rows.habits.map((habit) => ({ id: habit.id, title: habit.title, createdOn: localDateInTimeZone(new Date(toIsoTimestamp(habit.createdAt)), actor.timeZone) }));
  const shown = patternDays.slice(-REVIEW_RANGE_DAYS[query.range]);
  return {
    range: query.range,
    today,
    days: shown.map((day) => ({
      date: day.date,
      mood: day.mood === null ? null : roundToTenth(day.mood),
      habitsDone: day.habitIds.length,
      productiveMinutes: day.productiveMinutes,
    })),
    habitCount: habits.length,
    patterns: moodPatterns(patternDays.slice(-PATTERN_WINDOW_DAYS), habits),
  };
}
