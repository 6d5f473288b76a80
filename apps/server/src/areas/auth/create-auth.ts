import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { redactQueryDetails } from '../../logger';
import { accounts, sessions, twoFactors, users, verifications } from '../../db/schema';
import { allowedOrigins } from '../../http/request-origin';
import type { MailOutbox } from '../../mail/mail-outbox';
import type { EventPublisher } from '../../realtime/change-event';
import { confirmEmailMail, existingAccountMail, passwordChangedMail, resetPasswordMail, welcomeMail } from '../../mail/mail-templates';
import { RECOVERY_CODE_COUNT, RESET_TOKEN_TTL_SECONDS, TRUST_DEVICE_DAYS } from '@cadence/shared';
import { hashPassword, verifyPassword } from './password-hasher';
import { voidResetLinks } from './reset-links.service';
import { SESSION_COOKIE_PREFIX } from '../../session/session-cookie';
import { hashVerificationIdentifier } from './verification-identifier';
import { noteNewSession } from './new-device.service';
import { sessionNetwork } from './session-network';
import { passkeyAuthPlugin } from './passkey-auth-plugin';
import { hasPassword } from './passkeys.repository';

export interface AuthDeps {
  config: Config;
  db: Db;
  outbox: MailOutbox;
  logger: Logger;
  events: EventPublisher;
}

/** better-auth configured for Cadence (issue 2 §4). Throttles live in our wrapper, not here. */
export function createAuth({ config, db, outbox, logger, events }: AuthDeps) {
  const link = (type: 'signup' | 'recovery', params: Record<string, string>) =>
    `${config.publicUrl}/auth/callback?${new URLSearchParams({ type, ...params }).toString()}`;
  const existingAccount = async (user: { email: string; name: string }) => {
    await outbox.enqueue(existingAccountMail(user.email, user.name, `${config.publicUrl}/login`, `${config.publicUrl}/login?view=forgot_password`));
  };

  return betterAuth({
    appName: 'Cadence',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
      transaction: true,
    }),
    user: {
      additionalFields: {
        hasAiAccess: { type: 'boolean', required: false, defaultValue: false, input: false },
        aiUsageCount: { type: 'number', required: false, defaultValue: 0, input: false },
      },
    },
    // Ours: where the session signed in from, in words (docs/product/accounts.md "Signed-in devices").
    session: { additionalFields: { network: { type: 'string', required: false, input: false } } },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      // The shared schemas hold the password rule (8 to 128 code points, NFKC; issue 6); better-auth
      // counts UTF-16 units, so its bounds only have to let every valid password through.
      minPasswordLength: 8,
      maxPasswordLength: 512,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await outbox.enqueue(resetPasswordMail(user.email, user.name, link('recovery', { token, email: user.email })));
      },
      onPasswordReset: async ({ user }) => {
        // issue 6 §5: the link just used is gone; so must be every other one still in the inbox.
        await voidResetLinks(db, user.id);
        // better-auth has revoked every session of the user: their live-update streams end now (issue 8).
        events.publish({ userId: user.id, event: { area: 'session', kind: 'revoked' } });
        await outbox.enqueue(passwordChangedMail(user.email, user.name, config.publicUrl));
      },
      // Signing up again with a known address answers as a new sign-up would (no enumeration), and
      // tells the owner, by e-mail only, how to get in (issue 13 "Accounts").
      onExistingUserSignUp: async ({ user }) => existingAccount(user),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false, // the sign-in screen offers "Resend confirmation e-mail" instead
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, token }) => {
        // docs/product/accounts.md "Passkeys": an account signed up without a password makes its passkey
        // once the link has signed the person in; the link says so, and nothing else.
        const params: Record<string, string> = (await hasPassword(db, user.id)) ? { token } : { token, next: 'passkey' };
        await outbox.enqueue(confirmEmailMail(user.email, user.name, link('signup', params)));
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Runs after the sign-up commit; docs/product/accounts.md "Sign-up": a failed welcome e-mail is ignored.
          after: async (user) => {
            try {
              await outbox.enqueue(welcomeMail(user.email, user.name, config.publicUrl));
            } catch (error) {
              logger.warn({ err: error, userId: user.id }, 'welcome e-mail not queued');
            }
          },
        },
      },
      // docs/product/accounts.md "Signed-in devices" and "Security e-mails": every new session (a
      // password, a confirmation link, a passkey, a second factor) keeps its network, never its address,
      // and a device the account has not been signed in from gets the security e-mail.
      session: {
        create: {
          // better-auth would keep the raw address behind a trusted proxy: the network in words replaces it.
          before: async (session, context) => ({ data: { ...session, ipAddress: null, network: sessionNetwork(context?.headers ?? context?.request?.headers, config.trustProxy) } }),
          after: async (session, context) => noteNewSession({ db, outbox, config, logger }, session, context?.path),
        },
      },
    },
    // Passkeys' sessions and passwordless sign-ups (docs/decisions/024-passkeys-on-simplewebauthn.md), and
    // docs/product/accounts.md "Two-factor sign-in": TOTP by an authenticator app, 10 recovery codes,
    // 'Trust this device for 30 days', reached only through two-factor.routes.ts (decision 023).
    plugins: [
      passkeyAuthPlugin({ onExistingUserSignUp: existingAccount }),
      twoFactor({ issuer: 'Cadence', trustDeviceMaxAge: TRUST_DEVICE_DAYS * 24 * 60 * 60, backupCodeOptions: { amount: RECOVERY_CODE_COUNT } }),
    ],
    verification: { storeIdentifier: { hash: hashVerificationIdentifier } },
    rateLimit: { enabled: false }, // ours is in the database: src/areas/auth/auth-throttle.service.ts
    trustedOrigins: (request) => allowedOrigins(request?.headers, config),
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      // better-auth sometimes passes the Error itself as the message; either way no SQL parameter is logged (issue 6 §7).
      log: (level, message) => logger[level]({ source: 'better-auth' }, redactQueryDetails(String(message))),
    },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: config.trustProxy ? { ipAddressHeaders: ['x-forwarded-for'] } : { disableIpTracking: true },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
