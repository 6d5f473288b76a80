import { z } from '../zod';
import { safeString } from '../text/safe-text';
import { signUpRequestSchema } from './auth-schemas';
import { describeUserAgent } from './user-agent';

// docs/product/accounts.md "Passkeys": a person's passkeys, the WebAuthn answers a browser sends, and
// the product's words for them. The server checks the answers' signatures; these schemas only bound
// their shape, so a malformed body is a 400 in words, never a 500.

export const PASSKEY_NAME_MAX_LENGTH = 60;

/** What GET /api/passkeys answers, one per passkey. Never the key or the credential id. */
export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  /** null until the passkey first signs in. */
  lastUsedAt: string | null;
}

export const PASSKEY_MESSAGES = {
  nameRequired: 'Passkey name is required',
  nameTooLong: `Passkey name must be at most ${PASSKEY_NAME_MAX_LENGTH} characters`,
  notFound: 'That passkey was not found.',
  added: 'Passkey added.',
  renamed: 'Passkey renamed.',
  removed: 'Passkey removed.',
  alreadyAdded: 'This passkey is already added to an account.',
  lastPasskeyWithoutPassword:
    "This is the only way to sign in to your account. Set a password (Forgot password on the sign-in screen) or add another passkey before removing it.",
  ceremonyExpired: 'That passkey request has expired or was already used. Please try again.',
  notVerified: "The passkey could not be verified. Please try again.",
  unknownPasskey: 'This passkey is not known here. Sign in another way, then add it in your profile.',
  cancelled: 'The passkey request was cancelled.',
  unsupported: 'This browser does not support passkeys.',
  invalidResponse: 'The passkey answer is not valid.',
} as const;

/** The passkey's name as shown in the profile: 'Chrome on Linux' from the browser that adds it. */
export function defaultPasskeyName(userAgent: string | null | undefined): string {
  const { browser, os } = describeUserAgent(userAgent);
  return `${browser} on ${os}`.slice(0, PASSKEY_NAME_MAX_LENGTH);
}

export const passkeyNameSchema = safeString('Passkey name', PASSKEY_MESSAGES.nameRequired)
  .trim()
  .min(1, PASSKEY_MESSAGES.nameRequired)
  .max(PASSKEY_NAME_MAX_LENGTH, PASSKEY_MESSAGES.nameTooLong);

/** A base64url field of a WebAuthn answer: bounded, and nothing but the base64url alphabet. */
const base64url = (max: number) =>
  z
    .string({ error: PASSKEY_MESSAGES.invalidResponse })
    .min(1, PASSKEY_MESSAGES.invalidResponse)
    .max(max, PASSKEY_MESSAGES.invalidResponse)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PASSKEY_MESSAGES.invalidResponse);

const credentialId = base64url(1400);
const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
// Browsers add extension answers of their own (credProps, prf…); they are kept as data, never read.
const extensionResults = z.record(z.string().max(64), z.unknown());

/** The browser's answer to navigator.credentials.create(), as @simplewebauthn/browser sends it. */
export const registrationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { error: PASSKEY_MESSAGES.invalidResponse }),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(32_768),
    authenticatorData: base64url(16_384).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResults,
});

/** The browser's answer to navigator.credentials.get(). */
export const authenticationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { error: PASSKEY_MESSAGES.invalidResponse }),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(16_384),
    signature: base64url(2048),
    userHandle: base64url(256).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResults,
});

/** Transports a browser names that we keep (the rest are ignored). */
export function knownTransports(transports: readonly string[] | undefined): string[] {
  return (transports ?? []).filter((t): t is (typeof TRANSPORTS)[number] => (TRANSPORTS as readonly string[]).includes(t));
}

/** Body of POST /api/passkeys (finish adding one). Without a name, the browser's and system's names. */
export const addPasskeyRequestSchema = z.strictObject({
  name: passkeyNameSchema.optional(),
  response: registrationResponseSchema,
});

/** Body of PATCH /api/passkeys/:id. */
export const renamePasskeyRequestSchema = z.strictObject({ name: passkeyNameSchema });

/** Body of POST /api/auth/passkey/sign-in. */
export const passkeySignInRequestSchema = z.strictObject({ response: authenticationResponseSchema });

/**
 * Body of POST /api/auth/passkey/sign-up: the sign-up form without a password. The passkey is made
 * after the address is confirmed, never before (docs/product/accounts.md "Passkeys").
 */
export const passkeySignUpRequestSchema = signUpRequestSchema.pick({ name: true, email: true });

export type AddPasskeyRequest = z.infer<typeof addPasskeyRequestSchema>;
export type RenamePasskeyRequest = z.infer<typeof renamePasskeyRequestSchema>;

/** The server's own call to better-auth once a passkey is verified (never a client's body). */
export const passkeySessionRequestSchema = z.strictObject({ userId: z.string().min(1).max(200) });

/** The 'Sign up with a passkey' form: the sign-up form's first name and e-mail, no password. */
export const passkeySignUpFormSchema = z.object({ firstName: signUpRequestSchema.shape.name, email: signUpRequestSchema.shape.email });
export type PasskeySignUpForm = z.infer<typeof passkeySignUpFormSchema>;
