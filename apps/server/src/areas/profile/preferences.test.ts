import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFERENCE_MESSAGES } from '@cadence/shared';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { signedInUserAt } from '../../testing/factories';
import { createTestClock } from '../../testing/test-clock';

// docs/product/accounts.md "Preferences" (issue 18 §12): the person's time zone and first day of the week.
// 23:30 UTC on Tuesday 9 March 2027 is already Wednesday the 10th in Tokyo.
const clock = createTestClock(new Date('2027-03-09T23:30:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const patch = (cookie: string, json: unknown, headers: Record<string, string> = {}) => t.request('/api/profile/preferences', { method: 'PATCH', json, cookie, headers });

describe('PATCH /api/profile/preferences', () => {
  it('defaults: the browser zone and weeks from Sunday; either can change, and the profile says so', async () => {
    const me = await signedInUserAt(t, clock);
    expect(await (await t.request('/api/profile', { cookie: me.cookie })).json()).toMatchObject({ timeZone: null, weekStart: 'sunday' });
    const saved = await patch(me.cookie, { weekStart: 'monday' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ timeZone: null, weekStart: 'monday' });
    expect(await (await patch(me.cookie, { timeZone: 'Asia/Tokyo' })).json()).toMatchObject({ timeZone: 'Asia/Tokyo', weekStart: 'monday' });
    expect(await (await patch(me.cookie, { timeZone: null })).json()).toMatchObject({ timeZone: null, weekStart: 'monday' });
  });

  it('refuses an unknown zone, another first day, nothing to change and unknown fields, in words; never a 500', async () => {
    const me = await signedInUserAt(t, clock);
    const zone = await patch(me.cookie, { timeZone: 'Mars/Olympus_Mons' });
    expect(zone.status).toBe(400);
    expect((await zone.json()).error.fields.timeZone).toBe(PREFERENCE_MESSAGES.unknownTimeZone);
    const day = await patch(me.cookie, { weekStart: 'wednesday' });
    expect((await day.json()).error.fields.weekStart).toBe(PREFERENCE_MESSAGES.invalidWeekStart);
    const nothing = await patch(me.cookie, {});
    expect(nothing.status).toBe(400);
    expect((await nothing.json()).error.message).toBe(PREFERENCE_MESSAGES.nothingToChange);
    expect((await patch(me.cookie, { weekStart: 'monday', hasAiAccess: true })).status).toBe(400);
    expect((await patch(me.cookie, { timeZone: 'x'.repeat(5000) })).status).toBe(400);
    expect((await t.request('/api/profile/preferences', { method: 'PATCH', json: { weekStart: 'monday' } })).status).toBe(401);
  });

  it("changes only the caller's own preferences", async () => {
    const me = await signedInUserAt(t, clock);
    const other = await signedInUserAt(t, clock);
    await patch(me.cookie, { weekStart: 'monday', timeZone: 'Asia/Tokyo' });
    expect(await (await t.request('/api/profile', { cookie: other.cookie })).json()).toMatchObject({ timeZone: null, weekStart: 'sunday' });
  });

  it('a stored zone wins over the browser\'s from the very next request; back to automatic, the browser\'s counts again', async () => {
    const me = await signedInUserAt(t, clock);
    const utc = { 'X-Timezone': 'UTC' };
    const write = async () => (await (await t.request('/api/journal', { json: { content: 'Late night', mood: 6 }, cookie: me.cookie, headers: utc })).json()).date;
    expect(await write()).toBe('2027-03-09');
    // The session is cached after the first request: the change must reach it at once.
    await patch(me.cookie, { timeZone: 'Asia/Tokyo' }, utc);
    expect(await write()).toBe('2027-03-10');
    expect((await (await t.request('/api/dashboard', { cookie: me.cookie, headers: utc })).json()).today).toBe('2027-03-10');
    await patch(me.cookie, { timeZone: null }, utc);
    expect(await write()).toBe('2027-03-09');
  });

  it('a weekly habit done on Sunday: this week from Sunday, last week from Monday (docs/product/habits.md "Streak")', async () => {
    const me = await signedInUserAt(t, clock);
    const headers = { 'X-Timezone': 'UTC' };
    const habit = await (await t.request('/api/habits', { json: { title: 'Long run', frequency: 'weekly' }, cookie: me.cookie, headers })).json();
    // Sunday 7 March and Sunday 28 February; today is Tuesday 9 March.
    for (const date of ['2027-03-07', '2027-02-28']) await t.request(`/api/habits/${habit.id}/completions/${date}`, { method: 'PUT', json: {}, cookie: me.cookie, headers });
    const read = async () => (await (await t.request(`/api/habits/${habit.id}`, { cookie: me.cookie, headers })).json()).streak;
    const habitsToday = async () => (await (await t.request('/api/dashboard', { cookie: me.cookie, headers })).json()).habitsToday;
    expect(await read()).toBe(2);
    expect(await habitsToday()).toEqual({ done: 1, total: 1 });
    await patch(me.cookie, { weekStart: 'monday' }, headers);
    // From Monday the 1st to Sunday the 7th, and the week before: two weeks, this one still open.
    expect(await read()).toBe(2);
    expect(await habitsToday()).toEqual({ done: 0, total: 1 });
  });
});
