import { expect } from 'vitest';
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
  const habit = await ok('/api/habits', { json: { title: 'Read' } });
  // Text a CSV or a Markdown file could break on: commas, quotes, line breaks, emoji, a formula.
  const task = await buildTodo(t, me, { title: 'Draft the plan, "v2" 🎉', description: 'Line one\nLine two, with a comma', dueDate: '2026-12-03', habitId: habit!.id });
  await buildTodo(t, me, { title: '=SUM(A1:A2)' });
  await ok(`/api/todos/${task.id}/complete`, { json: { completed: true } });
  await ok('/api/journal', { json: { content: 'A good day.\n\nWalked by the river, "slowly"; saw herons 🐦', mood: 7, tags: ['walk', 'calm'], highlights: ['Herons'], gratitude: ['Sun'] } });
  await ok('/api/moods', { json: { value: 6, notes: 'Calm' } });
  await ok('/api/goals', { json: { title: 'Run a marathon', milestones: [{ title: 'First 10 km' }] } });
  await ok('/api/activities', { json: { title: 'Morning run', type: 'exercise', startedAt: new Date(t.clock.now().getTime() - 3_600_000).toISOString(), durationSeconds: 1800 } });
  await ok('/api/activity-session', { json: { title: 'Writing' } });
  await ok('/api/subscriptions', { json: { plan: 'monthly' } });
  await ok('/api/ai/insights', { json: {} });
  await ok('/api/profile/preferences', { method: 'PATCH', json: { weekStart: 'monday' } });
  await ok('/api/calendar-feed', { json: {} });
  // A second device, a reset link in the inbox, throttle counters keyed by the address.
  expect((await signIn(t, email, STRONG_PASSWORD)).status).toBe(200);
  expect((await t.request('/api/auth/request-password-reset', { json: { email, redirectTo: '/auth/reset-password' } })).status).toBe(200);
  expect((await signIn(t, email, 'Wrong-passw0rd!')).status).toBe(401);
  return me;
}

