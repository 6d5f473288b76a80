import { addDays, instantAtWallClock, localDateInTimeZone } from '@cadence/shared';
import type { TestApp } from '../../testing/create-test-app';
import { type SignedInUser, signedInUserAt } from '../../testing/factories';
import type { createTestClock } from '../../testing/test-clock';
import { EVAL_ZONE, type Persona } from './eval-world';

// Issue 18 §7: an evaluation account is made through the real app's API, as a person would fill it:
// tasks, habits and their days, goals and milestones, check-ins, past activities, entries written on
// their days (the app's clock is moved to each), and a 14-second timer today.

type EvalClock = ReturnType<typeof createTestClock>;

export interface SeededPersona {
  persona: Persona;
  user: SignedInUser;
  headers: Record<string, string>;
  /** Entry ids by their key. */
  entryIds: Map<string, string>;
}

/** The instant of `hour`:00 on the local day `day` days from the clock's today, in the evaluation's zone. */
export function localInstant(now: Date, day: number, hour: number): Date {
  return instantAtWallClock(addDays(localDateInTimeZone(now, EVAL_ZONE), day), hour * 3_600_000, EVAL_ZONE);
}

async function expectStatus(response: Response | { status: number; text(): Promise<string> }, status: number, what: string): Promise<void> {
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${await response.text()}`);
}

export async function seedPersona(t: TestApp, clock: EvalClock, persona: Persona): Promise<SeededPersona> {
  const now = clock.now();
  const user = await signedInUserAt(t, clock);
  const headers = { 'x-timezone': EVAL_ZONE };
  const send = (path: string, init: { method?: string; json?: unknown } = {}) => t.request(path, { ...init, cookie: user.cookie, headers });
  const day = (offset: number) => addDays(localDateInTimeZone(now, EVAL_ZONE), offset);

  await expectStatus(await send('/api/profile', { method: 'PATCH', json: { fullName: persona.name } }), 200, 'name');
  await expectStatus(await send('/api/profile/preferences', { method: 'PATCH', json: { weekStart: persona.weekStart } }), 200, 'first day of the week');
  await expectStatus(await send('/api/subscriptions', { json: { plan: 'yearly' } }), 201, 'plan');

  for (const task of persona.tasks) {
    await expectStatus(await send('/api/todos', { json: { title: task.title, priority: task.priority, dueDate: task.due === null ? null : day(task.due), status: task.status } }), 201, task.title);
  }
  for (const habit of persona.habits) {
    const created = await send('/api/habits', { json: { title: habit.title, frequency: habit.frequency } });
    await expectStatus(created, 201, habit.title);
    const { id } = (await created.json()) as { id: string };
    for (const offset of habit.doneOn) await expectStatus(await send(`/api/habits/${id}/completions/${day(offset)}`, { method: 'PUT', json: {} }), 200, `${habit.title} on ${day(offset)}`);
  }
  for (const goal of persona.goals) {
    const created = await send('/api/goals', { json: { title: goal.title, category: goal.category, targetDate: goal.target === null ? null : day(goal.target), milestones: goal.milestones.map((m) => ({ title: m.title })) } });
    await expectStatus(created, 201, goal.title);
    const body = (await created.json()) as { id: string; milestones: Array<{ id: string; title: string }> };
    for (const milestone of goal.milestones.filter((m) => m.done)) {
      const id = body.milestones.find((m) => m.title === milestone.title)!.id;
      await expectStatus(await send(`/api/goals/${body.id}/milestones/${id}`, { method: 'PATCH', json: { completed: true } }), 200, milestone.title);
    }
  }
  for (const checkIn of persona.checkIns) {
    await expectStatus(await send('/api/moods', { json: { value: checkIn.value, loggedAt: localInstant(now, checkIn.day, checkIn.hour).toISOString() } }), 201, 'check-in');
  }
  for (const activity of persona.activities) {
    const startedAt = localInstant(now, activity.day, activity.hour).toISOString();
    await expectStatus(await send('/api/activities', { json: { title: activity.title, type: activity.type, startedAt, durationSeconds: activity.seconds } }), 201, activity.title);
  }

  const entryIds = new Map<string, string>();
  try {
    for (const entry of persona.entries) {
      clock.set(localInstant(now, entry.day, entry.hour));
      const created = await send('/api/journal', { json: { content: entry.content, mood: entry.mood, tags: entry.tags } });
      await expectStatus(created, 201, entry.key);
      entryIds.set(entry.key, ((await created.json()) as { id: string }).id);
    }
    if (persona.timedToday) {
      clock.set(new Date(now.getTime() - 3_600_000));
      const started = await send('/api/activity-session', { json: { title: persona.timedToday.title, type: persona.timedToday.type } });
      await expectStatus(started, 201, 'timer');
      const { session } = (await started.json()) as { session: { id: string } };
      clock.advanceSeconds(persona.timedToday.seconds);
      await expectStatus(await send('/api/activity-session/stop', { json: { sessionId: session.id } }), 200, 'stop');
    }
  } finally {
    clock.set(now);
  }
  return { persona, user, headers, entryIds };
}
