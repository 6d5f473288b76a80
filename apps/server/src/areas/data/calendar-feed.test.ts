import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedLink, CalendarFeedStatus } from '@cadence/shared';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buildTodo, signedInUser, type SignedInUser } from '../../testing/factories';

// The calendar feed (docs/product/data.md "Calendar feed"; issue 20 §3): a private iCalendar link per person.

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t);
  stranger = await signedInUser(t);
});
afterAll(async () => t.close());

const newLink = async (user: SignedInUser) => {
  const response = await t.request('/api/calendar-feed', { json: {}, cookie: user.cookie });
  expect(response.status).toBe(201);
  return (await response.json()) as CalendarFeedLink;
};
const pathOf = (link: CalendarFeedLink) => new URL(link.url).pathname;

/** The feed's events as a calendar app reads them, through an iCalendar parser. */
function eventsIn(text: string): Array<{ uid: string; summary: string; start: string; allDay: boolean; description: string | null }> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, summary: event.summary, start: event.startDate.toString(), allDay: event.startDate.isDate, description: event.description ?? null };
  });
}

describe('the calendar feed', () => {
  it('serves the dated tasks, goals and milestones of its owner only, without a session, to an iCalendar parser', async () => {
    await buildTodo(t, owner, { title: 'Send the invoice, with "quotes"; and commas', dueDate: '2026-12-03', description: 'Line one\nLine two, 🎉' });
    await buildTodo(t, owner, { title: 'No date, not in the feed' });
    const done = await buildTodo(t, owner, { title: 'Renew the domain', dueDate: '2026-11-30' });
    await t.request(`/api/todos/${done.id}/complete`, { json: { completed: true }, cookie: owner.cookie });
    const deleted = await buildTodo(t, owner, { title: 'Deleted, not in the feed', dueDate: '2026-12-05' });
    await t.request(`/api/todos/${deleted.id}`, { method: 'DELETE', cookie: owner.cookie });
    const goal = await t.request('/api/goals', { json: { title: 'Launch the shop', targetDate: '2027-03-01', milestones: [{ title: 'Pick a name', dueDate: '2026-12-15' }, { title: 'Undated step' }] }, cookie: owner.cookie });
    expect(goal.status).toBe(201);
    await buildTodo(t, stranger, { title: 'Not yours', dueDate: '2026-12-03' });

    const link = await newLink(owner);
    expect(link.url).toMatch(/^https?:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const response = await t.request(pathOf(link));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const events = eventsIn(await response.text());
    expect(events.map((event) => [event.summary, event.start, event.allDay]).sort()).toEqual(
      [
        ['Goal: Launch the shop', '2027-03-01', true],
        ['Pick a name (Launch the shop)', '2026-12-15', true],
        ['Send the invoice, with "quotes"; and commas', '2026-12-03', true],
        ['✓ Renew the domain', '2026-11-30', true],
      ].sort(),
    );
    expect(events.find((event) => event.summary.startsWith('Send'))?.description).toBe('Line one\nLine two, 🎉');
    expect(new Set(events.map((event) => event.uid)).size).toBe(4);
  });

  it('answers 304 to a calendar that already has this version, and a new ETag once something changes', async () => {
    const link = await newLink(owner);
    const first = await t.request(pathOf(link));
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(Number.isNaN(Date.parse(lastModified))).toBe(false);
    expect((await t.request(pathOf(link), { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await t.request(pathOf(link), { headers: { 'if-modified-since': lastModified } })).status).toBe(304);
    // The same data gives the same text: a second read is identical.
    expect((await t.request(pathOf(link))).headers.get('etag')).toBe(etag);
    await buildTodo(t, owner, { title: 'A new dated task', dueDate: '2026-12-20' });
    const changed = await t.request(pathOf(link), { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('shows the link once: the status says only whether there is one; replacing voids the old link, turning off voids it too', async () => {
    const first = await newLink(owner);
    const status = (await (await t.request('/api/calendar-feed', { cookie: owner.cookie })).json()) as CalendarFeedStatus;
    expect(status).toEqual({ active: true, createdAt: first.createdAt });
    expect(JSON.stringify(status)).not.toContain(pathOf(first).slice(10, 40));

    const second = await newLink(owner);
    expect(second.url).not.toBe(first.url);
    expect((await t.request(pathOf(first))).status).toBe(404);
    expect((await t.request(pathOf(second))).status).toBe(200);

    expect((await t.request('/api/calendar-feed', { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    expect((await t.request(pathOf(second))).status).toBe(404);
    expect(await (await t.request('/api/calendar-feed', { cookie: owner.cookie })).json()).toEqual({ active: false, createdAt: null });
    expect((await t.request('/api/calendar-feed', { method: 'DELETE', cookie: owner.cookie })).status).toBe(404);
  });

  it('the token opens its feed and nothing else; made-up and malformed links are 404', async () => {
    const link = await newLink(stranger);
    const token = pathOf(link).slice('/calendar/'.length, -'.ics'.length);
    for (const path of [`/calendar/${token}`, `/calendar/${token.slice(1)}x.ics`, `/calendar/${'A'.repeat(43)}.ics`, '/calendar/..%2Fapi%2Ftodos.ics', `/calendar/${token}.ics.ics`]) {
      expect((await t.request(path)).status, path).toBe(404);
    }
    expect((await t.request('/api/todos', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    expect((await t.request('/api/calendar-feed', { headers: { cookie: `cadence.session_token=${token}` } })).status).toBe(401);
  });

  it('needs a session to manage the link, and takes no body but {}', async () => {
    expect((await t.request('/api/calendar-feed')).status).toBe(401);
    expect((await t.request('/api/calendar-feed', { json: {} })).status).toBe(401);
    const extra = await t.request('/api/calendar-feed', { json: { userId: stranger.id }, cookie: owner.cookie });
    expect(extra.status).toBe(400);
  });
});
