import type { Config } from '../../config';
import type { AreaContext } from '../../context/area-context';
import type { MailOutbox } from '../../mail/mail-outbox';
import type { ImportTurns } from './import-turns';

/**
 * What the data area is handed by app.ts (docs/architecture.md "Seams"): the auth area's check of a
 * password, throttled like a sign-in, the outbox for the goodbye e-mail, and the imports' turns.
 */
export interface PasswordCheck {
  /** Resolves when `password` is the account's; otherwise throws INVALID_PASSWORD (or RATE_LIMITED). */
  confirm(input: { userId: string; email: string; password: string; client: string }): Promise<void>;
}

export interface DataContext extends AreaContext {
  passwords: PasswordCheck;
  outbox: MailOutbox;
  /** Where the goodbye e-mail says Cadence lives, the session cookie's name, and whose client address counts. */
  config: Pick<Config, 'publicUrl' | 'trustProxy'>;
  /** Imports run one at a time on an instance (import-turns.ts). */
  importTurns: ImportTurns;
}
