import type { ActivityType, Dashboard, DashboardReview, HabitFrequency } from '@cadence/shared';
import { activeSessions, activities, goals, habitCompletions, habits, journalEntries, moodLogs } from '../db/schema';
import type { TestApp } from './create-test-app';
import type { SignedInUser } from './factories';

// Rows of the other areas, inserted through the schema (the dashboard only reads them).

export function seedFor(t: TestApp, user: SignedInUser) {
  const userId = user.id;
  return {
    async activity(fields: { type?: ActivityType; title?: string; startedAt: string; minutes: number; deleted?: boolean }) {
      const [row] = await t.db
        .insert(activities)
        .values({
          userId,
          type: fields.type ?? 'work',
          title: fields.title ?? 'Deep work',
          startedAt: fields.startedAt,
          durationSeconds: fields.minutes * 60,
          deletedAt: fields.deleted ? fields.startedAt : null,
        })
        .returning();
      return row!;
    },
    async goal(fields: { title?: string; status?: 'active' | 'completed'; deleted?: boolean } = {}) {
      const status = fields.status ?? 'active';
      const [row] = await t.db
        .insert(goals)
        .values({ userId, title: fields.title ?? 'Run a marathon', status, progress: status === 'completed' ? 100 : 0, deletedAt: fields.deleted ? '2026-01-01T00:00:00Z' : null })
        .returning();
      return row!;
    },
    async habit(fields: { title?: string; frequency?: HabitFrequency; doneOn?: string[]; deleted?: boolean; createdAt?: string; targetCount?: number; partialOn?: string[] } = {}) {
      const [row] = await t.db
        .insert(habits)
        .values({
          userId,
          title: fields.title ?? 'Meditate',
          frequency: fields.frequency ?? 'daily',
          deletedAt: fields.deleted ? '2026-01-01T00:00:00Z' : null,
          ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
          ...(fields.targetCount ? { targetCount: fields.targetCount } : {}),
          ...(fields.partialOn ? { targetAmount: 8, unit: 'glasses' } : {}),
        })
        .returning();
      for (const date of fields.doneOn ?? []) await t.db.insert(habitCompletions).values({ habitId: row!.id, userId, date });
      // docs/product/habits.md "Amounts": an amount short of the target is a row that is not done.
      for (const date of fields.partialOn ?? []) await t.db.insert(habitCompletions).values({ habitId: row!.id, userId, date, amount: 3, completed: false });
      return row!;
    },
    async entry(fields: { content?: string; mood?: number; tags?: string[]; createdAt: string; deleted?: boolean }) {
      const [row] = await t.db
        .insert(journalEntries)
        .values({ userId, content: fields.content ?? 'A good day.', mood: fields.mood ?? 5, tags: fields.tags ?? [], createdAt: fields.createdAt, deletedAt: fields.deleted ? fields.createdAt : null })
        .returning();
      return row!;
    },
    async moodLog(fields: { value: number; loggedAt: string }) {
      await t.db.insert(moodLogs).values({ userId, value: fields.value, loggedAt: fields.loggedAt });
    },
    async session(fields: { type?: ActivityType; startedAt: string; accumulatedSeconds?: number; resumedAt: string | null }) {
      const [row] = await t.db
        .insert(activeSessions)
        .values({ userId, title: 'Writing', type: fields.type ?? 'work', startedAt: fields.startedAt, accumulatedSeconds: fields.accumulatedSeconds ?? 0, resumedAt: fields.resumedAt })
        .returning();
      return row!;
    },
  };
}

export function dashboardCalls(t: TestApp, user: SignedInUser, timeZone = 'UTC') {
  const headers = { 'X-Timezone': timeZone };
  return {
    async dashboard(): Promise<Dashboard> {
      const response = await t.request('/api/dashboard', { cookie: user.cookie, headers });
      if (response.status !== 200) throw new Error(`dashboard: ${response.status} ${await response.text()}`);
      return (await response.json()) as Dashboard;
    },
    review(range?: string) {
      return t.request(`/api/dashboard/review${range === undefined ? '' : `?range=${range}`}`, { cookie: user.cookie, headers });
    },
    async reviewJson(range?: string): Promise<DashboardReview> {
      const response = await this.review(range);
      if (response.status !== 200) throw new Error(`review: ${response.status} ${await response.text()}`);
      return (await response.json()) as DashboardReview;
    },
  };
}
