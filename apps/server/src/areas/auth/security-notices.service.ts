import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { MailMessage } from '../../mail/mail-message';
import type { MailOutbox } from '../../mail/mail-outbox';
import {
  newDeviceSignInMail,
  passkeyAddedMail,
  passkeyRemovedMail,
  recoveryCodeUsedMail,
  type SecurityNoticeDetails,
  twoFactorDisabledMail,
  twoFactorEnabledMail,
} from '../../mail/mail-templates';
import { findUserContact } from './security-notices.repository';

// docs/product/accounts.md "Security e-mails" (issue 23 §4): one e-mail for each change to how the
// account is protected or entered, each linking to the signed-in devices.

export type SecurityEvent = 'passkey-added' | 'passkey-removed' | 'two-factor-enabled' | 'two-factor-disabled' | 'recovery-code-used' | 'new-device-sign-in';

type Template = (to: string, name: string | undefined, devicesUrl: string, details?: SecurityNoticeDetails) => MailMessage;

const TEMPLATES: Record<SecurityEvent, Template> = {
  'passkey-added': passkeyAddedMail,
  'passkey-removed': passkeyRemovedMail,
  'two-factor-enabled': twoFactorEnabledMail,
  'two-factor-disabled': twoFactorDisabledMail,
  'recovery-code-used': recoveryCodeUsedMail,
  'new-device-sign-in': newDeviceSignInMail,
};

/** Where every security e-mail points: the profile's 'Signed-in devices' card. */
export const devicesUrl = (config: Pick<Config, 'publicUrl'>) => `${config.publicUrl}/profile#devices`;

/**
 * Queues the security e-mail for `event` to the person. Throws when it cannot be queued: a caller
 * whose own work must not fail for it (a sign-in) catches and logs, as the welcome e-mail does.
 */
export async function sendSecurityNotice(
  deps: { outbox: MailOutbox; config: Config },
  user: { id: string; email: string; name: string },
  event: SecurityEvent,
  details?: { device?: string; network?: string; passkeyName?: string },
): Promise<void> {
  await deps.outbox.enqueue(TEMPLATES[event](user.email, user.name, devicesUrl(deps.config), details));
}

/** Sends a person's security e-mails from the routes where their account changed. */
export interface SecurityNotices {
  /**
   * Queues the e-mail for `event` to the person `userId`, after the change it reports has been made.
   * Never throws: the change stands either way; a failure to queue is logged.
   */
  notify(userId: string, event: SecurityEvent, details?: { device?: string; network?: string; passkeyName?: string }): Promise<void>;
}

export function createSecurityNotices(deps: { db: Db; outbox: MailOutbox; config: Config; logger: Logger }): SecurityNotices {
  return {
    async notify(userId, event, details) {
      try {
        const user = await findUserContact(deps.db, userId);
        if (user) await sendSecurityNotice(deps, user, event, details);
      } catch (error) {
        deps.logger.warn({ err: error, userId, event }, 'security e-mail not queued');
      }
    },
  };
}
