import type { BetterAuthPlugin, User } from 'better-auth';
import { createAuthEndpoint, sendVerificationEmailFn } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { passkeySessionRequestSchema, passkeySignUpRequestSchema } from '@cadence/shared';

// docs/product/accounts.md "Passkeys" and docs/decisions/024-passkeys-on-simplewebauthn.md: the two
// things a passkey ceremony needs from better-auth, done by better-auth itself so a passkey's session
// and a passwordless account are exactly what a password sign-in and a sign-up make. Both endpoints are
// SERVER_ONLY: better-auth's router does not serve them, only our passkeys service calls them, after
// it has verified the WebAuthn answer.

export interface PasskeyAuthPluginDeps {
  /** What a sign-up with a known address does (the 'you already have an account' e-mail). */
  onExistingUserSignUp(user: User): Promise<void>;
}

export function passkeyAuthPlugin({ onExistingUserSignUp }: PasskeyAuthPluginDeps) {
  return {
    id: 'cadence-passkey',
    endpoints: {
      /** A session for a person whose passkey was just verified: created and set in the signed cookie as a password sign-in's is. */
      createPasskeySession: createAuthEndpoint('/cadence-passkey/session', { method: 'POST', body: passkeySessionRequestSchema, metadata: { SERVER_ONLY: true } }, async (ctx) => {
        const { userId } = ctx.body;
        const user = await ctx.context.internalAdapter.findUserById(userId);
        if (!user) throw new Error('passkey session: no such user');
        const session = await ctx.context.internalAdapter.createSession(user.id);
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified } });
      }),
      /**
       * A passwordless sign-up: a new address gets an unconfirmed account with no password and the
       * confirmation e-mail; a known one gets the existing-account e-mail and nothing else. The caller
       * attaches the passkey only when a user id comes back.
       */
      createPasswordlessUser: createAuthEndpoint('/cadence-passkey/sign-up', { method: 'POST', body: passkeySignUpRequestSchema, metadata: { SERVER_ONLY: true } }, async (ctx) => {
        const { name, email } = ctx.body;
        const existing = await ctx.context.internalAdapter.findUserByEmail(email);
        if (existing) {
          await onExistingUserSignUp(existing.user);
          return ctx.json({ userId: null });
        }
        const user = await ctx.context.internalAdapter.createUser({ email, name, emailVerified: false }, { method: 'passkey' });
        await sendVerificationEmailFn(ctx, user);
        return ctx.json({ userId: user.id });
      }),
    },
  } satisfies BetterAuthPlugin;
}
