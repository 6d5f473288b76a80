import { AUTH_MESSAGES } from '@cadence/shared';

export type CallbackOutcome =
  | { kind: 'redirect'; to: string }
  /** `then`: where the person goes once confirmed and signed in: '/', or the passkey to make after a passwordless sign-up. */
  | { kind: 'confirm-signup'; token: string; then: string }
  | { kind: 'error'; message: string };

/** The profile with its Passkeys card's 'Add a passkey' open, as a passwordless sign-up's link leads there. */
export const PASSKEY_AFTER_SIGN_UP = '/profile?passkey=new#passkeys';

export interface CallbackInput {
  query: URLSearchParams;
  /** The URL fragment without '#', which may carry an access_token. */
  hash: string;
  signedIn: boolean;
}

function resetPasswordPath(params: Record<string, string>): string {
  return `/auth/reset-password?${new URLSearchParams(params).toString()}`;
}

/**
 * docs/product/accounts.md "Callback" outcomes, in order. Confirmation links carry
 * type=signup and a token; reset links carry type=recovery, the token and the e-mail.
 */
export function resolveCallback({ query, hash, signedIn }: CallbackInput): CallbackOutcome {
  const type = query.get('type');
  const token = query.get('token');
  const email = query.get('email');
  const accessToken = query.get('access_token') ?? new URLSearchParams(hash).get('access_token');

  // docs/product/accounts.md "Passkeys": a sign-up without a password makes its passkey next. Only that
  // one word is read: the link cannot send anyone anywhere else.
  if (type === 'signup' && token) return { kind: 'confirm-signup', token, then: query.get('next') === 'passkey' ? PASSKEY_AFTER_SIGN_UP : '/' };
  if (token && email) return { kind: 'redirect', to: resetPasswordPath({ token, email }) };
  if (accessToken) return { kind: 'redirect', to: resetPasswordPath({ access_token: accessToken }) };
  if (type === 'recovery') {
    const fromLink = query.get('error_description') ?? new URLSearchParams(hash).get('error_description');
    return { kind: 'error', message: fromLink || AUTH_MESSAGES.callbackInvalidLink };
  }
  if (signedIn) return { kind: 'redirect', to: '/' };
  return { kind: 'error', message: AUTH_MESSAGES.callbackFailed };
}
