import { activities, goals, journalEntries, milestones, profiles, users } from '../db/schema';
import { eq } from 'drizzle-orm';
import type { TestApp } from './create-test-app';
import { type SignedInUser, signedInUser } from './factories';

// Rows of the other areas' tables for the assistant's tests, written straight to the database: those
// areas' APIs are built on other branches (issue 12).

/** A signed-in user who has activated the monthly demo plan. */
export async function premiumUser(t: TestApp): Promise<SignedInUser> {
  const user = await signedInUser(t);
  const response = await t.request('/api/subscriptions', { json: { plan: 'monthly' }, cookie: user.cookie });
  if (response.status !== 201) throw new Error(`subscription failed: ${response.status} ${await response.text()}`);
  return user;
}

export async function insertEntry(t: TestApp, userId: string, fields: { content: string; mood?: number; tags?: string[]; createdAt?: string }) {
  const [row] = await t.db
    .insert(journalEntries)
    // Written at the app's clock by default, as the API would (time is an input: docs/architecture.md "Testing").
    .values({ userId, content: fields.content, mood: fields.mood ?? 5, tags: fields.tags ?? [], createdAt: fields.createdAt ?? t.clock.now().toISOString(), updatedAt: fields.createdAt ?? t.clock.now().toISOString() })
    .returning({ id: journalEntries.id });
  return row!.id;
}

export async function insertGoal(t: TestApp, userId: string, fields: { title: string; category?: 'personal' | 'career' | 'fitness' | 'learning' | 'financial' | 'relationships'; targetDate?: string; progress?: number; milestone?: string }) {
  const [row] = await t.db
    .insert(goals)
    .values({ userId, title: fields.title, category: fields.category ?? 'personal', targetDate: fields.targetDate ?? null, progress: fields.progress ?? 0 })
    .returning({ id: goals.id });
  if (fields.milestone) await t.db.insert(milestones).values({ goalId: row!.id, userId, title: fields.milestone, position: 0 });
  return row!.id;
}

export async function insertActivity(t: TestApp, userId: string, fields: { title: string; type?: 'work' | 'exercise' | 'learning' | 'leisure' | 'social' | 'other'; minutes?: number; seconds?: number; startedAt?: string }) {
  await t.db.insert(activities).values({ userId, title: fields.title, type: fields.type ?? 'work', durationSeconds: fields.seconds ?? (fields.minutes ?? 30) * 60, startedAt: fields.startedAt ?? t.clock.now().toISOString() });
}

export async function shareJournal(t: TestApp, userId: string, share: boolean) {
  await t.db.update(profiles).set({ shareJournalWithAi: share }).where(eq(profiles.id, userId));
}

export async function usageCountOf(t: TestApp, userId: string): Promise<number> {
  const [row] = await t.db.select({ count: users.aiUsageCount }).from(users).where(eq(users.id, userId));
  return row!.count;
}

export { sseData, streamedText } from './sse-data';
