import {
  AUTH_MESSAGES,
  PASSKEY_MESSAGES,
  defaultPasskeyName,
  knownTransports,
  tryAgainMessage,
  type AddPasskeyRequest,
  type Passkey,
} from '@cadence/shared';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  type VerifiedRegistrationResponse,
} from '@simplewebauthn/server';
import type { Config } from '../../config';
import type { Actor } from '../../context/actor';
import type { AreaContext } from '../../context/area-context';
import { announce, inTransaction } from '../../context/unit-of-work';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { AppError } from '../../http/app-error';
import { hitWindow } from '../../rate-limit/rate-limit.repository';
import { rateLimitKey, secondsUntil, type WindowRule } from '../../rate-limit/rate-limit-rules';
import * as repo from './passkeys.repository';

// docs/product/accounts.md "Passkeys" (issue 23 §1; docs/decisions/024-passkeys-on-simplewebauthn.md).
// A ceremony is a challenge we make, keep in the database for five minutes, and take back once: any
// instance can finish what another began, and no answer is accepted twice.

export const CHALLENGE_TTL_SECONDS = 5 * 60;
/**
 * Ceremonies begun per client address: every load of the sign-in page begins one (the Email field's
 * offer), so enough for a household or an office behind one address, not for filling the table.
 */
export const CHALLENGES_PER_CLIENT: WindowRule = { prefix: 'webauthn-challenge', limit: 120, windowSeconds: 5 * 60 };

export interface RelyingParty {
  rpID: string;
  rpName: string;
  origin: string;
}

/** The relying party is PUBLIC_URL: its host name and its origin, the same on every instance. */
export function relyingPartyOf(config: Pick<Config, 'publicUrl'>): RelyingParty {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, rpName: 'Cadence', origin: url.origin };
}

export interface PasskeyContext extends AreaContext {
  rp: RelyingParty;
}

const toPasskey = (row: { id: string; name: string; createdAt: string; lastUsedAt: string | null }): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: toIsoTimestamp(row.createdAt),
  lastUsedAt: row.lastUsedAt === null ? null : toIsoTimestamp(row.lastUsedAt),
});

const refused = (message: string) => new AppError('VALIDATION', message);
const notVerified = () => new AppError('INVALID_CREDENTIALS', PASSKEY_MESSAGES.notVerified);

/** The challenge a browser signed, read from its client data; a 400 when it is not there. */
function challengeOf(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    if (typeof data.challenge === 'string' && data.challenge.length > 0 && data.challenge.length <= 512) return data.challenge;
  } catch {
    // not JSON: the same answer as any other malformed client data
  }
  throw refused(PASSKEY_MESSAGES.invalidResponse);
}

async function startCeremony(ctx: PasskeyContext, client: string, row: { challenge: string; purpose: repo.Purpose; userId: string | null }) {
  const now = ctx.clock.now();
  const window = await hitWindow(ctx.db, rateLimitKey(CHALLENGES_PER_CLIENT, client), now, CHALLENGES_PER_CLIENT.windowSeconds);
  if (window.count > CHALLENGES_PER_CLIENT.limit) {
    const seconds = secondsUntil(window.resetAt, now);
    throw new AppError('RATE_LIMITED', tryAgainMessage(seconds), { retryAfterSeconds: seconds });
  }
  await repo.deleteExpiredChallenges(ctx.db, now.toISOString());
  await repo.insertChallenge(ctx.db, { ...row, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000).toISOString() });
}

/** Takes the ceremony the answer belongs to: unknown, already taken or expired, it is refused in words. */
async function finishCeremony(ctx: PasskeyContext, clientDataJSON: string, purpose: repo.Purpose) {
  const challenge = challengeOf(clientDataJSON);
  const row = await repo.takeChallenge(ctx.db, { challenge, purpose });
  if (!row || Date.parse(row.expiresAt) <= ctx.clock.now().getTime()) throw refused(PASSKEY_MESSAGES.ceremonyExpired);
  return { challenge, userId: row.userId };
}

type RegistrationInfo = NonNullable<VerifiedRegistrationResponse['registrationInfo']>;

async function verifyRegistration(ctx: PasskeyContext, response: RegistrationResponseJSON, challenge: string): Promise<RegistrationInfo> {
  let verified: VerifiedRegistrationResponse;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: ctx.rp.origin,
      expectedRPID: ctx.rp.rpID,
      requireUserVerification: true,
    });
  } catch {
    throw refused(PASSKEY_MESSAGES.notVerified);
  }
  if (!verified.verified || !verified.registrationInfo) throw refused(PASSKEY_MESSAGES.notVerified);
  return verified.registrationInfo;
}

function passkeyRow(userId: string, name: string, info: RegistrationInfo, transports: string[] | undefined): repo.NewPasskey {
  return {
    id: crypto.randomUUID(),
    userId,
    name,
    credentialId: info.credential.id,
    publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
    counter: info.credential.counter,
    transports: knownTransports(transports ?? info.credential.transports),
    deviceType: info.credentialDeviceType,
    backedUp: info.credentialBackedUp,
    aaguid: info.aaguid,
  };
}

const requestOptions = {
  timeout: CHALLENGE_TTL_SECONDS * 1000,
  attestationType: 'none',
  // A passkey is a whole sign-in on its own: discoverable (offered in the e-mail field) and verified by the device.
  authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
} as const;

// ---- A signed-in person's passkeys ----

export async function listPasskeys(ctx: AreaContext, actor: Actor): Promise<Passkey[]> {
  return (await repo.passkeysOf(ctx.db, actor.userId)).map(toPasskey);
}

export async function beginRegistration(ctx: PasskeyContext, actor: Actor, client: string): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const user = await repo.userForRegistration(ctx.db, actor.userId);
  if (!user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signInFailed);
  const existing = await repo.credentialIdsOf(ctx.db, actor.userId);
  const options = await generateRegistrationOptions({
    ...requestOptions,
    rpName: ctx.rp.rpName,
    rpID: ctx.rp.rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(actor.userId),
    // The browser refuses to add a second passkey for this account on an authenticator that has one.
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
  });
  await startCeremony(ctx, client, { challenge: options.challenge, purpose: 'register', userId: actor.userId });
  return options;
}

/**
 * Adds the passkey the browser made for this person's ceremony. (Security e-mail, issue 23 §4: 'passkey
 * added' goes out here, after the insert.)
 */
export async function addPasskey(ctx: PasskeyContext, actor: Actor, input: AddPasskeyRequest, userAgent: string | undefined): Promise<Passkey> {
  const ceremony = await finishCeremony(ctx, input.response.response.clientDataJSON, 'register');
  // A ceremony begun by someone else cannot finish on this account.
  if (ceremony.userId !== actor.userId) throw refused(PASSKEY_MESSAGES.ceremonyExpired);
  const info = await verifyRegistration(ctx, input.response as RegistrationResponseJSON, ceremony.challenge);
  const row = await repo.insertPasskey(ctx.db, passkeyRow(actor.userId, input.name ?? defaultPasskeyName(userAgent), info, input.response.response.transports));
  if (!row) throw new AppError('CONFLICT', PASSKEY_MESSAGES.alreadyAdded);
  announce(ctx, actor, { area: 'passkeys', kind: 'created', id: row.id });
  return toPasskey(row);
}

export async function renamePasskey(ctx: AreaContext, actor: Actor, { id, name }: { id: string; name: string }): Promise<Passkey> {
  const row = await repo.renamePasskey(ctx.db, { userId: actor.userId, id, name });
  if (!row) throw AppError.notFound(PASSKEY_MESSAGES.notFound);
  announce(ctx, actor, { area: 'passkeys', kind: 'updated', id });
  return toPasskey(row);
}

/** Removes one of the person's passkeys, never the last way into an account without a password; answers its name. */
export async function removePasskey(ctx: AreaContext, actor: Actor, id: string): Promise<string> {
  return inTransaction(ctx, actor, async ({ tx, announce: announceChange }) => {
    // Two removals at once on two instances take turns: the second sees the first's result.
    await repo.lockUser(tx, actor.userId);
    if (!(await repo.passkeyOwnedBy(tx, { userId: actor.userId, id }))) throw AppError.notFound(PASSKEY_MESSAGES.notFound);
    if (!(await repo.hasPassword(tx, actor.userId)) && (await repo.passkeyCount(tx, actor.userId)) <= 1) {
      throw new AppError('CONFLICT', PASSKEY_MESSAGES.lastPasskeyWithoutPassword);
    }
    const name = await repo.deletePasskey(tx, { userId: actor.userId, id });
    if (name === undefined) throw AppError.notFound(PASSKEY_MESSAGES.notFound);
    announceChange({ area: 'passkeys', kind: 'deleted', id });
    return name;
  });
}

// ---- Signing in ----

export async function beginSignIn(ctx: PasskeyContext, client: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
  // No allowed credentials: the browser offers whichever passkey of this site it holds, and nothing
  // is said about any address (no account enumeration).
  const options = await generateAuthenticationOptions({ rpID: ctx.rp.rpID, userVerification: 'required', timeout: CHALLENGE_TTL_SECONDS * 1000 });
  await startCeremony(ctx, client, { challenge: options.challenge, purpose: 'sign-in', userId: null });
  return options;
}

/** The person a passkey answer proves; throws in words otherwise. The caller makes the session. */
export async function verifySignIn(ctx: PasskeyContext, response: AuthenticationResponseJSON): Promise<{ userId: string }> {
  const ceremony = await finishCeremony(ctx, response.response.clientDataJSON, 'sign-in');
  const passkey = await repo.passkeyByCredentialId(ctx.db, response.id);
  if (!passkey) throw new AppError('INVALID_CREDENTIALS', PASSKEY_MESSAGES.unknownPasskey);
  let newCounter: number;
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: ceremony.challenge,
      expectedOrigin: ctx.rp.origin,
      expectedRPID: ctx.rp.rpID,
      credential: { id: passkey.credentialId, publicKey: Buffer.from(passkey.publicKey, 'base64url'), counter: passkey.counter, transports: passkey.transports },
      requireUserVerification: true,
    });
    if (!verified.verified) throw notVerified();
    newCounter = verified.authenticationInfo.newCounter;
  } catch {
    throw notVerified();
  }
  // A counter that did not move past the stored one (a cloned authenticator, or a race) is refused.
  if (!(await repo.recordPasskeyUse(ctx.db, { id: passkey.id, counter: newCounter, usedAt: ctx.clock.now().toISOString() }))) throw notVerified();
  const user = await repo.userForSignIn(ctx.db, passkey.userId);
  if (!user) throw notVerified();
  // As with a password: an unconfirmed address cannot sign in (docs/product/accounts.md "Sign-in").
  if (!user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', AUTH_MESSAGES.emailNotVerified);
  return { userId: user.id };
}
