import {
  AUTH_MESSAGES,
  addPasskeyRequestSchema,
  noInputSchema,
  normalizeEmail,
  passkeySignInRequestSchema,
  passkeySignUpRequestSchema,
  renamePasskeyRequestSchema,
} from '@cadence/shared';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { type Context, Hono } from 'hono';
import type { BackgroundTasks } from '../../background-tasks';
import type { Config } from '../../config';
import type { AreaContext } from '../../context/area-context';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { parseJsonBody } from '../../http/json-body';
import { clientAddress, socketAddressOf } from '../../http/request-origin';
import { createAuthThrottle } from './auth-throttle.service';
import type { Auth } from './create-auth';
import { authRequestHeaders, withAuthAsyncContext } from './forward-to-auth';
import type { SecurityNotices } from './security-notices.service';
import {
  addPasskey,
  beginRegistration,
  beginSignIn,
  listPasskeys,
  relyingPartyOf,
  removePasskey,
  renamePasskey,
  verifySignIn,
  type PasskeyContext,
} from './passkeys.service';

// docs/product/accounts.md "Passkeys" and "API routes".

export interface PasskeyRoutesDeps {
  ctx: AreaContext;
  config: Config;
  auth: Auth;
  background: BackgroundTasks;
}

const passkeyContextOf = (ctx: AreaContext, config: Config): PasskeyContext => ({ ...ctx, rp: relyingPartyOf(config) });
const clientOf = (c: Context<AppEnv>, config: Config) => clientAddress(c.req.raw.headers, socketAddressOf(c), config.trustProxy);

/** /api/passkeys: the signed-in person's passkeys (add, list, rename, remove). */
/** The profile's passkeys; each one added or removed sends the security e-mail (docs/product/accounts.md "Security e-mails"). */
export function passkeysRoutes(ctx: AreaContext, config: Config, notices: SecurityNotices): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const pctx = passkeyContextOf(ctx, config);
  app.get('/', async (c) => c.json(await listPasskeys(ctx, c.get('actor'))));
  app.post('/', async (c) => {
    const input = await parseJsonBody(c, addPasskeyRequestSchema);
    const passkey = await addPasskey(pctx, c.get('actor'), input, c.req.header('user-agent'));
    await notices.notify(c.get('actor').userId, 'passkey-added', { passkeyName: passkey.name });
    return c.json(passkey, 201);
  });
  app.patch('/:id', async (c) => {
    const input = await parseJsonBody(c, renamePasskeyRequestSchema);
    return c.json(await renamePasskey(ctx, c.get('actor'), { id: c.req.param('id'), name: input.name }));
  });
  app.delete('/:id', async (c) => {
    await parseJsonBody(c, noInputSchema);
    const passkeyName = await removePasskey(ctx, c.get('actor'), c.req.param('id'));
    await notices.notify(c.get('actor').userId, 'passkey-removed', { passkeyName });
    return c.body(null, 204);
  });
  return app;
}

/** /api/passkey-options: begins adding a passkey (its own prefix, beside /api/passkeys/:id; docs/architecture.md "Route shapes"). */
export function passkeyOptionsRoutes(ctx: AreaContext, config: Config): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const pctx = passkeyContextOf(ctx, config);
  app.post('/', async (c) => {
    await parseJsonBody(c, noInputSchema);
    return c.json({ options: await beginRegistration(pctx, c.get('actor'), clientOf(c, config)) });
  });
  return app;
}

/** /api/auth/passkey: signing in with a passkey and signing up without a password (no session needed). */
export function passkeyAuthRoutes({ ctx, config, auth, background }: PasskeyRoutesDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const pctx = passkeyContextOf(ctx, config);
  const throttle = createAuthThrottle(ctx.db, ctx.clock);

  app.post('/sign-in-options', async (c) => {
    await parseJsonBody(c, noInputSchema);
    return c.json({ options: await beginSignIn(pctx, clientOf(c, config)) });
  });

  app.post('/sign-in', async (c) => {
    const input = await parseJsonBody(c, passkeySignInRequestSchema);
    // Counted before the answer is checked, like a password (docs/product/accounts.md "Sign-in limits"):
    // per client address across accounts, and per credential from that address.
    const claim = await throttle.claimSignIn(`passkey:${input.response.id}`, clientOf(c, config));
    let userId: string;
    try {
      ({ userId } = await verifySignIn(pctx, input.response as AuthenticationResponseJSON));
    } catch (error) {
      const code = error instanceof AppError ? error.code : undefined;
      // A refused answer counts; an unconfirmed account proved its passkey; anything else is a fault.
      if (code === 'EMAIL_NOT_VERIFIED') await claim.succeeded();
      else if (!(error instanceof AppError && error.status < 500)) await claim.abandoned().catch(() => undefined);
      throw error;
    }
    await claim.succeeded();
    // better-auth makes the session and its signed cookie, as for a password sign-in.
    const result = await withAuthAsyncContext(() =>
      auth.api.createPasskeySession({ body: { userId }, headers: authRequestHeaders(c), returnHeaders: true }),
    );
    for (const cookie of result.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ user: result.response.user });
  });

  // docs/product/accounts.md "Passkeys": a passwordless sign-up makes an unconfirmed account with no
  // password and no passkey; the passkey is made after the link proves the address, by whoever opened
  // it. So no one can leave a way in on an account whose address they do not hold. The answer is the
  // same for a known address ("No account enumeration"), whose owner gets the existing-account e-mail.
  app.post('/sign-up', async (c) => {
    const input = await parseJsonBody(c, passkeySignUpRequestSchema);
    if (config.mailMode === 'off') throw new AppError('UNAVAILABLE', AUTH_MESSAGES.mailServiceDown, { retryAfterSeconds: 3600 });
    const email = normalizeEmail(input.email);
    await throttle.recordSignUp(email, clientOf(c, config));
    // The client's socket address rides in our own header (never one the client sent).
    const headers = authRequestHeaders(c);
    background.run('passkey-sign-up', () => withAuthAsyncContext(() => auth.api.createPasswordlessUser({ body: { name: input.name, email }, headers })));
    return c.json({ status: true, message: AUTH_MESSAGES.signUpSuccess });
  });

  app.all('*', () => {
    throw AppError.notFound('Not found');
  });
  return app;
}
