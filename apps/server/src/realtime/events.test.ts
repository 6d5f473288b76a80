import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { changeEvent, openEventStream } from '../testing/event-stream-reader';
import { buildTodo, buildUser, cookieHeader, signIn, signUpAndVerify, signedInUser } from '../testing/factories';
import { MAX_STREAMS_PER_USER, REPLACED_SESSION_GRACE_MS } from './event-streams';
import { EVENTS_CONNECTION_NAME } from './postgres-bus';

// issue 8: /api/events, the live-update stream of a signed-in user.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const change = changeEvent;

describe('GET /api/events', () => {
  it('opens with a retry hint and a ready event', async () => {
    const user = await signedInUser(t);
    const stream = await openEventStream(t, user.cookie);
    expect(stream.status).toBe(200);
    await stream.waitFor((event) => event.event === 'ready');
    await stream.close();
  });

  it("a change reaches its owner's stream and no other user's, and carries no private text", async () => {
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    const ownerStream = await openEventStream(t, owner.cookie);
    const strangerStream = await openEventStream(t, stranger.cookie);
    const todo = await buildTodo(t, owner, { title: 'Secret plan' });
    const heard = await ownerStream.waitFor(change({ area: 'todos', kind: 'created', id: todo.id }));
    expect(heard.data).toEqual({ area: 'todos', kind: 'created', id: todo.id, version: todo.updatedAt });
    expect(JSON.stringify(ownerStream.events)).not.toContain('Secret plan');
    await t.request(`/api/todos/${todo.id}/toggle`, { method: 'POST', cookie: owner.cookie });
    await ownerStream.waitFor(change({ area: 'todos', kind: 'updated', id: todo.id }));
    expect(strangerStream.events.filter((event) => event.event === 'change')).toEqual([]);
    await Promise.all([ownerStream.close(), strangerStream.close()]);
  });

  it('names the tab that made the change, so that tab can skip its refetch', async () => {
    const user = await signedInUser(t);
    const stream = await openEventStream(t, user.cookie);
    const response = await t.request('/api/profile', { method: 'PATCH', json: { fullName: 'Tab Two' }, cookie: user.cookie, headers: { 'x-client-id': 'tab-two-1234' } });
    expect(response.status).toBe(200);
    const heard = await stream.waitFor(change({ area: 'profile' }));
    expect(heard.data).toMatchObject({ area: 'profile', kind: 'updated', client: 'tab-two-1234' });
    await stream.close();
  });

  it('sign-out ends the stream of that session, with a last revoked event', async () => {
    const user = buildUser();
    const cookie = await signUpAndVerify(t, user);
    const other = cookieHeader(await signIn(t, user.email, user.password));
    const stream = await openEventStream(t, cookie);
    const otherStream = await openEventStream(t, other);
    await stream.waitFor((event) => event.event === 'ready');
    expect((await t.request('/api/auth/sign-out', { method: 'POST', json: {}, cookie })).status).toBe(200);
    await stream.waitFor(change({ area: 'session', kind: 'revoked' }));
    await stream.ended;
    // The other session is untouched.
    await buildTodo(t, { id: '', cookie: other });
    await otherStream.waitFor(change({ area: 'todos', kind: 'created' }));
    await otherStream.close();
  });

  it('a password reset ends the streams of every session of the user', async () => {
    const user = buildUser();
    const cookie = await signUpAndVerify(t, user);
    const stream = await openEventStream(t, cookie);
    await t.request('/api/auth/request-password-reset', { json: { email: user.email } });
    await t.settled();
    const token = (await t.outbox.link(user.email, 'Reset')).searchParams.get('token')!;
    expect((await t.request('/api/auth/reset-password', { json: { token, newPassword: 'Fresh!Start9' } })).status).toBe(200);
    await stream.waitFor(change({ area: 'session', kind: 'revoked' }));
    await stream.ended;
  });

  it("a password change ends other sessions' streams at once, and its own session's only after a grace, once its browser has the new cookie", async () => {
    // The CI failure behind this: the changing tab heard `revoked` before the answer carrying its new
    // cookie arrived, asked for its session with the old one, and was sent to the sign-in page.
    const user = buildUser();
    const cookie = await signUpAndVerify(t, user);
    const elsewhere = cookieHeader(await signIn(t, user.email, user.password));
    const own = await openEventStream(t, cookie);
    const other = await openEventStream(t, elsewhere);
    await Promise.all([own.waitFor((event) => event.event === 'ready'), other.waitFor((event) => event.event === 'ready')]);
    const changed = await t.request('/api/auth/change-password', { json: { currentPassword: user.password, newPassword: 'Chang3d!pass' }, cookie });
    expect(changed.status).toBe(200);
    await other.waitFor(change({ area: 'session', kind: 'revoked' }));
    await other.ended;
    expect(own.events.filter((event) => event.event === 'change')).toEqual([]);
    // The old cookie is refused at once, whatever its stream is still doing.
    expect((await t.request('/api/todos', { cookie })).status).toBe(401);
    // Meanwhile the stream still carries the user's changes, made with the new cookie.
    const fresh = cookieHeader(changed);
    await buildTodo(t, { id: '', cookie: fresh });
    await own.waitFor(change({ area: 'todos', kind: 'created' }));
    await own.waitFor(change({ area: 'session', kind: 'revoked' }), REPLACED_SESSION_GRACE_MS + 2_000);
    await own.ended;
  });

  it('a stream whose reader leaves during that grace is forgotten quietly: the server carries on', async () => {
    // The crash behind this: the grace's timer wrote to a stream its reader had cancelled, and the
    // closed controller's error, thrown from a timer, ended the process.
    const user = buildUser();
    const cookie = await signUpAndVerify(t, user);
    const own = await openEventStream(t, cookie);
    await own.waitFor((event) => event.event === 'ready');
    expect((await t.request('/api/auth/change-password', { json: { currentPassword: user.password, newPassword: 'Chang3d!pass' }, cookie })).status).toBe(200);
    await own.close();
    await new Promise((resolve) => setTimeout(resolve, REPLACED_SESSION_GRACE_MS + 500));
    expect(t.cadence.streams.count()).toBe(0);
    expect((await t.request('/api/health')).status).toBe(200);
  });

  it(`refuses more than ${MAX_STREAMS_PER_USER} open streams per user with 429`, async () => {
    const user = await signedInUser(t);
    const streams = await Promise.all(Array.from({ length: MAX_STREAMS_PER_USER }, () => openEventStream(t, user.cookie)));
    expect(streams.every((stream) => stream.status === 200)).toBe(true);
    const extra = await openEventStream(t, user.cookie);
    expect(extra.status).toBe(429);
    await streams[0]!.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await openEventStream(t, user.cookie);
    expect(again.status).toBe(200);
    await Promise.all([...streams.slice(1), again].map((stream) => stream.close()));
    expect(t.cadence.streams.count()).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expect((await t.request('/api/events')).status).toBe(401);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL (issue 8)', () => {
  it('a task created through instance A arrives on the stream from instance B', async () => {
    const second = await createTestApp({ database: t.database });
    try {
      const user = await signedInUser(t);
      const onB = await openEventStream(second, user.cookie);
      await onB.waitFor((event) => event.event === 'ready');
      const todo = await buildTodo(t, user);
      await onB.waitFor(change({ area: 'todos', kind: 'created', id: todo.id }));
      // A sign-out on A ends the session's stream on B.
      await t.request('/api/auth/sign-out', { method: 'POST', json: {}, cookie: user.cookie });
      await onB.waitFor(change({ area: 'session', kind: 'revoked' }));
      await onB.ended;
    } finally {
      await second.close();
    }
  });

  it('when the listening connection drops, it comes back and tells every stream to refetch', async () => {
    const user = await signedInUser(t);
    const stream = await openEventStream(t, user.cookie);
    await stream.waitFor((event) => event.event === 'ready');
    await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${EVENTS_CONNECTION_NAME} and datname = current_database()`);
    await stream.waitFor((event) => event.event === 'resync', 5_000);
    // and events flow again afterwards
    const todo = await buildTodo(t, user);
    await stream.waitFor(change({ area: 'todos', kind: 'created', id: todo.id }));
    await stream.close();
  });
});
