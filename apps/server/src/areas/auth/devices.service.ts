import { DEVICE_MESSAGES, describeUserAgent, type SignedInDevice } from '@cadence/shared';
import type { Actor } from '../../context/actor';
import type { AreaContext } from '../../context/area-context';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { AppError } from '../../http/app-error';
import { deleteOtherSessions, deleteSession, liveSessionsOf } from './devices.repository';

// docs/product/accounts.md "Signed-in devices": the person's sessions in words, and signing other
// devices out. An ended session is announced as a revocation, as a sign-out is: every instance's
// session cache drops it and its live streams close (docs/architecture.md "The request path").

/** The person's live sessions: this one first, then the others, most recently active first. */
export async function listDevices(ctx: AreaContext, actor: Actor, currentSessionId: string): Promise<SignedInDevice[]> {
  const rows = await liveSessionsOf(ctx.db, { userId: actor.userId, now: ctx.clock.now().toISOString() });
  const devices = rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    network: row.network,
    current: row.id === currentSessionId,
    createdAt: toIsoTimestamp(row.createdAt),
    // Before its first request through the session check, a session was last active when it began or was extended.
    lastActiveAt: toIsoTimestamp(row.lastActiveAt ?? row.updatedAt),
  }));
  return devices.sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt));
}

export async function signOutDevice(ctx: AreaContext, actor: Actor, { id, currentSessionId }: { id: string; currentSessionId: string }): Promise<void> {
  if (id === currentSessionId) throw new AppError('VALIDATION', DEVICE_MESSAGES.thisDevice);
  if (!(await deleteSession(ctx.db, { userId: actor.userId, id }))) throw AppError.notFound(DEVICE_MESSAGES.notFound);
  ctx.events.publish({ userId: actor.userId, sessionId: id, event: { area: 'session', kind: 'revoked' } });
}

export async function signOutOtherDevices(ctx: AreaContext, actor: Actor, currentSessionId: string): Promise<{ signedOut: number }> {
  const signedOut = await deleteOtherSessions(ctx.db, { userId: actor.userId, keep: currentSessionId });
  if (signedOut > 0) ctx.events.publish({ userId: actor.userId, exceptSessionId: currentSessionId, event: { area: 'session', kind: 'revoked' } });
  return { signedOut };
}
