import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { changeEvent, openEventStream } from '../../testing/event-stream-reader';
import { buildGoal, editFormOf, goalCalls, signedInUser } from '../../testing/goals-kit';

// docs/architecture.md "Live sync": every goal and milestone change reaches the owner's other tabs,
// without the goal's text, and no one else's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const change = changeEvent;

describe('goal changes are announced', () => {
  it('create, edit, tick, delete and restore each reach the owner, with the new version and the tab that made it', async () => {
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    const stream = await openEventStream(t, owner.cookie);
    const strangerStream = await openEventStream(t, stranger.cookie);
    const calls = goalCalls(t, owner, { 'x-client-id': 'goals-tab-1' });

    const goal = await buildGoal(t, owner, { title: 'Secret ambition', description: 'Very private', milestoneTitles: ['Hidden step'] });
    expect((await stream.waitFor(change({ area: 'goals', kind: 'created', id: goal.id }))).data).toEqual({ area: 'goals', kind: 'created', id: goal.id, version: goal.updatedAt });

    const ticked = await calls.tickJson(goal.id, goal.milestones[0]!.id);
    expect((await stream.waitFor(change({ area: 'goals', kind: 'updated', version: ticked.updatedAt }))).data).toEqual({ area: 'goals', kind: 'updated', id: goal.id, version: ticked.updatedAt, client: 'goals-tab-1' });

    const edited = (await (await calls.edit(goal.id, editFormOf(ticked, { title: 'Renamed ambition' }))).json()) as { updatedAt: string };
    await stream.waitFor(change({ area: 'goals', kind: 'updated', version: edited.updatedAt }));

    await calls.remove(goal.id);
    await stream.waitFor(change({ area: 'goals', kind: 'deleted', id: goal.id }));
    await calls.restore(goal.id);
    expect((await stream.waitFor(change({ area: 'goals', kind: 'created', client: 'goals-tab-1' }))).data).toMatchObject({ id: goal.id });

    const heard = JSON.stringify(stream.events);
    for (const secret of ['Secret ambition', 'Very private', 'Hidden step', 'Renamed ambition']) expect(heard).not.toContain(secret);
    expect(strangerStream.events.filter((event) => event.event === 'change')).toEqual([]);
    await Promise.all([stream.close(), strangerStream.close()]);
  });

  it('a tick that changes nothing announces nothing', async () => {
    const owner = await signedInUser(t);
    const goal = await buildGoal(t, owner, { milestoneTitles: ['a'] });
    const stream = await openEventStream(t, owner.cookie);
    await stream.waitFor((event) => event.event === 'ready');
    await goalCalls(t, owner).tickJson(goal.id, goal.milestones[0]!.id, false);
    await goalCalls(t, owner).tickJson(goal.id, goal.milestones[0]!.id, true);
    await stream.waitFor(change({ area: 'goals', kind: 'updated' }));
    expect(stream.events.filter((event) => event.event === 'change')).toHaveLength(1);
    await stream.close();
  });
});
