import type { Config } from '../../config';
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
