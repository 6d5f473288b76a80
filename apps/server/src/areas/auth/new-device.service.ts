import { createHash } from 'node:crypto';
import { describeUserAgent } from '@cadence/shared';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { MailOutbox } from '../../mail/mail-outbox';
import { recordKnownDevice } from './known-devices.repository';
import { sendSecurityNotice } from './security-notices.service';

// docs/product/accounts.md "Security e-mails": a sign-in from a device the account has not been
// signed in from sends 'New sign-in to your Cadence account'. A device is its browser, its system
// and its network, as the devices list names them; the very first sign-in (the confirmation link's)
// only records it.

export interface NewDeviceDeps {
  db: Db;
  outbox: MailOutbox;
  config: Config;
  logger: Logger;
}

/** The device as a hash of what the devices list says about it: no user agent or address is kept. */
export function deviceFingerprint(device: { browser: string; os: string; network: string | null }): string {
  return createHash('sha256').update(`${device.browser}\n${device.os}\n${device.network ?? ''}`).digest('base64url');
}

/**
 * Runs after a session is created, with the path of the auth endpoint that created it. The password
 * step of a two-factor sign-in ('/sign-in/email' for an account with two-factor on) is skipped: its
 * session is replaced once the code is checked, and that second session is the sign-in.
 * Never throws: a failure is logged and the sign-in goes on.
 */
export async function noteNewSession(deps: NewDeviceDeps, session: { userId: string; userAgent?: string | null; network?: string | null }, path: string | undefined): Promise<void> {
  try {
    const [user] = await deps.db
      .select({ id: users.id, email: users.email, name: users.name, twoFactorEnabled: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.id, session.userId));
    if (!user) return;
    if (user.twoFactorEnabled && path === '/sign-in/email') return;
    const { browser, os } = describeUserAgent(session.userAgent);
    const network = session.network ?? null;
    const { isNew, hadOthers } = await recordKnownDevice(deps.db, { userId: user.id, fingerprint: deviceFingerprint({ browser, os, network }) });
    // A password change replaces the session of a device already signed in: recorded, not a sign-in.
    if (!isNew || !hadOthers || path === '/change-password') return;
    await sendSecurityNotice(deps, user, 'new-device-sign-in', { device: `${browser} on ${os}`, ...(network ? { network } : {}) });
  } catch (error) {
    deps.logger.warn({ err: error, userId: session.userId }, 'new-device e-mail not queued');
  }
}
