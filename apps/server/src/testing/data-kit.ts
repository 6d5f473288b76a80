import { unzipSync } from 'fflate';
import { expect } from 'vitest';
import type { ImportPreview, ImportResult } from '@cadence/shared';
import { addPasskey, authenticatorFor } from './passkeys-kit';
import { agentChanges, reminderDeliveries, reminderSnoozes, twoFactorClaims, twoFactors } from '../db/schema';
import type { TestApp } from './create-test-app';
import { buildTodo, buildUser, signIn, signUpAndVerify, STRONG_PASSWORD, type SignedInUser } from './factories';

// The data area's test kit (docs/product/data.md): a person who has used every area.

/** A person who has used every area: a row in every table that can hold one of theirs. */
export async function livedInAccount(t: TestApp): Promise<SignedInUser & { email: string }> {
  const user = buildUser({ email: `ada_${crypto.randomUUID().slice(0, 8)}@example.com` });
  const cookie = await signUpAndVerify(t, user);
  const email = user.email.toLowerCase();
  const { id } = (await (await t.request('/api/profile', { cookie })).json()) as { id: string };
  const me = { id, cookie, email };
  const ok = async (path: string, init: Parameters<TestApp['request']>[1]) => {
    const response = await t.request(path, { cookie, ...init });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
    return response.json().catch(() => null) as Promise<{ id: string } | null>;
  };
  // A goal the habit and a task work towards (docs/product/goals.md "Linked tasks and habits").
  const goal = await ok('/api/goals', { json: { title: 'Run a marathon', milestones: [{ title: 'First 10 km' }] } });
  // docs/product/habits.md "Targets", "Amounts": 30 pages, three times a week.
  const habit = await ok('/api/habits', { json: { title: 'Read', reminderTimes: ['07:30'], reminderDays: [1, 3, 5], frequency: 'weekly', targetCount: 3, targetAmount: 30, unit: 'pages', goalId: goal!.id } });
  // Text a CSV or a Markdown file could break on: commas, quotes, line breaks, emoji, a formula.
  const task = await buildTodo(t, me, { title: 'Draft the plan, "v2" 🎉', description: 'Line one\nLine two, with a comma', dueDate: '2026-12-03', dueTime: '15:00', reminder: '1h', habitId: habit!.id, goalId: goal!.id });
  await buildTodo(t, me, { title: '=SUM(A1:A2)' });
  // docs/product/habits.md "Amounts", "Rest days": an amount logged, a rest day and a vacation for all.
  const yesterday = new Date(t.clock.now().getTime() - 86_400_000).toISOString().slice(0, 10);
  await ok(`/api/habits/${habit!.id}/amounts/${yesterday}`, { method: 'PUT', json: { amount: 12 } });
  await ok('/api/habit-breaks', { json: { habitId: habit!.id, startDate: '2026-01-05', reason: 'Sick' } });
  await ok('/api/habit-breaks', { json: { habitId: null, startDate: '2026-02-01', endDate: '2026-02-14', reason: 'Travel, "far"' } });
  // A checklist (docs/product/todos.md "Checklist"): one item ticked, one open, in a chosen order.
  const step = await ok(`/api/todos/${task.id}/checklist`, { json: { title: 'Outline, "first"' } });
  await ok(`/api/todos/${task.id}/checklist`, { json: { title: 'Write it 📝' } });
  await ok(`/api/todos/${task.id}/checklist/${step!.id}`, { method: 'PATCH', json: { done: true } });
  await ok(`/api/todos/${task.id}/complete`, { json: { completed: true } });
  await ok('/api/journal', { json: { content: 'A good day.\n\nWalked by the river, "slowly"; saw herons 🐦', mood: 7, tags: ['walk', 'calm'], highlights: ['Herons'], gratitude: ['Sun'] } });
  // A check-in sent as a change made offline is: with an Idempotency-Key (docs/product/offline.md).
  await ok('/api/moods', { json: { value: 6, notes: 'Calm' }, headers: { 'Idempotency-Key': `lived-in-${crypto.randomUUID()}` } });
  await ok('/api/activities', { json: { title: 'Morning run', type: 'exercise', startedAt: new Date(t.clock.now().getTime() - 3_600_000).toISOString(), durationSeconds: 1800 } });
  await ok('/api/activity-session', { json: { title: 'Writing' } });
  await ok('/api/subscriptions', { json: { plan: 'monthly' } });
  await ok('/api/ai/insights', { json: {} });
  await ok('/api/profile/preferences', { method: 'PATCH', json: { weekStart: 'monday' } });
  await ok('/api/calendar-feed', { json: {} });
  // Reminders (docs/product/reminders.md): the task's and the habit's above, settings, a device, a
  // reminder sent and snoozed (written directly: sending would reach a real push service).
  await ok('/api/reminder-settings', { method: 'PUT', json: { emailFallback: true, quietHours: { start: '22:00', end: '07:00' } } });
  const p256dh = 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4';
  await ok('/api/push-devices', { json: { name: 'Phone', subscription: { endpoint: `https://push.example.com/send/${id}`, keys: { p256dh, auth: 'BTBZMqHH6r4Tts7J_aSIgg' } } } });
  const sentAt = t.clock.now().toISOString();
  const [delivery] = await t.db
    .insert(reminderDeliveries)
    .values({ userId: id, reminderKey: `task:${task.id}:2026-12-03T13:00:00.000Z`, kind: 'task', itemId: task.id, dueAt: sentAt, state: 'sent', claimedAt: sentAt, sentAt, channel: 'push' })
    .returning({ id: reminderDeliveries.id });
  await t.db.insert(reminderSnoozes).values({ userId: id, deliveryId: delivery!.id, fireAt: sentAt });
  // Two-factor sign-in begun but not confirmed, and a used code (docs/product/accounts.md "Two-factor sign-in"): written directly.
  await t.db.insert(twoFactors).values({ id: `tf-${id}`, userId: id, secret: 'encrypted-secret', backupCodes: 'encrypted-codes', verified: false });
  await t.db.insert(twoFactorClaims).values({ userId: id, code: '123456', claimedAt: sentAt });
  // A passkey, and a second one begun but never finished (its ceremony waits; docs/product/accounts.md "Passkeys").
  expect((await addPasskey(t, cookie, authenticatorFor(t), { name: 'Phone' })).status).toBe(201);
  await ok('/api/passkey-options', { json: {} });
  // A connected app's token, and a line of its activity log (docs/product/access.md), written directly:
  // a change made through the token would add a task the export tests do not expect.
  const token = await ok('/api/access-tokens', { json: { name: 'Assistant', scopes: ['tasks:write'] } });
  await t.db.insert(agentChanges).values({ userId: id, changeId: crypto.randomUUID(), tokenId: token!.id, tokenName: 'Assistant', tableName: 'todos', rowId: crypto.randomUUID(), before: null, after: { title: 'Gone' } });
  // An import done (its keys stay) and one waiting for its confirmation (a draft).
  const moodsCsv = 'full_date,date,weekday,time,mood,activities,note_title,note\n2026-01-05,January 5,Monday,08:00,good,work,,\n';
  await importInto(t, cookie, moodsCsv, 'daylio.csv');
  await previewOf(t, cookie, moodsCsv.replace('good', 'rad'), 'daylio.csv');
  // A second device, a reset link in the inbox, throttle counters keyed by the address.
  expect((await signIn(t, email, STRONG_PASSWORD)).status).toBe(200);
  expect((await t.request('/api/auth/request-password-reset', { json: { email, redirectTo: '/auth/reset-password' } })).status).toBe(200);
  expect((await signIn(t, email, 'Wrong-passw0rd!')).status).toBe(401);
  return me;
}


/** The person's export (GET /api/data-export), each file of the zip as text. */
export async function exportFilesOf(t: TestApp, cookie: string): Promise<Record<string, string>> {
  const response = await t.request('/api/data-export', { cookie });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="cadence-export-\d{4}-\d{2}-\d{2}\.zip"$/);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  // The byte order mark is kept, to check it is there (a decoder drops it by default).
  const text = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true });
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, text.decode(bytes)]));
}

/** The export's zip itself, as downloaded. */
export async function exportZipOf(t: TestApp, cookie: string): Promise<Uint8Array> {
  const response = await t.request('/api/data-export', { cookie });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

/** POST /api/data-imports: the raw answer, for the tests of refusals. */
export function uploadImport(t: TestApp, cookie: string, file: string | Uint8Array, name = 'upload', timeZone?: string) {
  const query = new URLSearchParams({ name });
  const headers: Record<string, string> = { 'content-type': 'application/octet-stream', ...(timeZone ? { 'x-timezone': timeZone } : {}) };
  return t.request(`/api/data-imports?${query}`, { cookie, body: typeof file === 'string' ? new TextEncoder().encode(file) : file, headers });
}

/** A preview of `file`, expected to be accepted. */
export async function previewOf(t: TestApp, cookie: string, file: string | Uint8Array, name = 'upload', timeZone?: string): Promise<ImportPreview> {
  const response = await uploadImport(t, cookie, file, name, timeZone);
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json();
}

/** Commits a preview, expected to succeed. */
export async function commitOf(t: TestApp, cookie: string, id: string): Promise<ImportResult> {
  const response = await t.request(`/api/data-imports/${id}/commit`, { cookie, method: 'POST' });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

/** Preview and commit in one: what a person does who clicks Import without reading. */
export async function importInto(t: TestApp, cookie: string, file: string | Uint8Array, name = 'upload', timeZone?: string): Promise<ImportResult & { preview: ImportPreview }> {
  const preview = await previewOf(t, cookie, file, name, timeZone);
  return { ...(await commitOf(t, cookie, preview.id)), preview };
}
