import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createTestClock } from '../../testing/test-clock';
import { changeEvent, openEventStream } from '../../testing/event-stream-reader';
import { activityCalls, buildTodo, signedInUser } from '../../testing/activity-kit';

// docs/product/activity.md "Several tabs and devices": every change to the timer or the history is
// announced to the owner's streams (docs/architecture.md "Live sync"), never with its text.

// Time is an input (issue 17): a fixed instant, earlier than the expiry of any session better-auth dates by the machine's clock.
const clock = createTestClock(new Date('2026-06-10T12:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const change = changeEvent;

describe('live updates of the activity area', () => {
  it("start, pause, resume and stop reach the owner's streams, with versions, and no other user's", async () => {
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    const otherTab = await openEventStream(t, owner.cookie);
    const strangerStream = await openEventStream(t, stranger.cookie);
    const calls = activityCalls(t, owner, { 'x-client-id': 'tab-one-1234' });
    const todo = await buildTodo(t, owner, { title: 'Secret task' });

    const { session } = await calls.startJson({ title: 'Secret project', todoId: todo.id });
    const started = await otherTab.waitFor(change({ area: 'activity', kind: 'created', id: session!.id }));
    expect(started.data).toEqual({ area: 'activity', kind: 'created', id: session!.id, version: session!.updatedAt, client: 'tab-one-1234' });
    await otherTab.waitFor(change({ area: 'todos', kind: 'updated', id: todo.id }));

    const paused = await (await calls.pause(session!.id)).json();
    await otherTab.waitFor(change({ area: 'activity', kind: 'updated', version: paused.session.updatedAt }));
    const resumed = await (await calls.resume(session!.id)).json();
    await otherTab.waitFor(change({ area: 'activity', kind: 'updated', version: resumed.session.updatedAt }));

    clock.advanceSeconds(2); // a stop under a second logs nothing (docs/product/activity.md "Stop")
    const { activity } = await calls.stopJson(session!.id);
    await otherTab.waitFor(change({ area: 'activity', kind: 'deleted', id: session!.id }));
    await otherTab.waitFor(change({ area: 'activity', kind: 'created', id: activity!.id }));

    const text = JSON.stringify(otherTab.events);
    expect(text).not.toContain('Secret');
    expect(strangerStream.events.filter((event) => event.event === 'change')).toEqual([]);
    await Promise.all([otherTab.close(), strangerStream.close()]);
  });

  it('a change that does nothing (pausing a paused timer) announces nothing', async () => {
    const owner = await signedInUser(t);
    const calls = activityCalls(t, owner);
    const { session } = await calls.startJson({ title: 'Quiet' });
    await calls.pause(session!.id);
    const stream = await openEventStream(t, owner.cookie);
    await stream.waitFor((event) => event.event === 'ready');
    await calls.pause(session!.id);
    await calls.discard(session!.id);
    await stream.waitFor(change({ area: 'activity', kind: 'deleted' }));
    expect(stream.events.filter((event) => event.event === 'change')).toHaveLength(1);
    await stream.close();
  });

  it('adding, rating, deleting and restoring an activity are announced', async () => {
    const owner = await signedInUser(t);
    const stream = await openEventStream(t, owner.cookie);
    const calls = activityCalls(t, owner);
    const activity = await calls.createJson({ title: 'Walk', type: 'leisure', startedAt: new Date(clock.now().getTime() - 7_200_000).toISOString(), durationSeconds: 1_200 });
    await stream.waitFor(change({ area: 'activity', kind: 'created', id: activity.id, version: activity.updatedAt }));
    const rated = await (await calls.rate(activity.id, { energy: 8, focus: 8, satisfaction: 8 })).json();
    await stream.waitFor(change({ area: 'activity', kind: 'updated', id: activity.id, version: rated.updatedAt }));
    await calls.remove(activity.id);
    await stream.waitFor(change({ area: 'activity', kind: 'deleted', id: activity.id }));
    const restored = await (await calls.restore(activity.id)).json();
    await stream.waitFor(change({ area: 'activity', kind: 'created', id: activity.id, version: restored.updatedAt }));
    await stream.close();
  });
});
