import { AUTH_MESSAGES } from '@cadence/shared';

export type CallbackOutcome =
  | { kind: 'redirect'; to: string }
  | { kind: 'confirm-signup'; token: string }
  | { kind: 'error'; message: string };

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

  if (type === 'signup' && token) return { kind: 'confirm-signup', token };
  if (token && email) return { kind: 'redirect', to: resetPasswordPath({ token, email }) };
  if (accessToken) return { kind: 'redirect', to: resetPasswordPath({ access_token: accessToken }) };
  if (type === 'recovery') {
    const fromLink = query.get('error_description') ?? new URLSearchParams(hash).get('error_description');
    return { kind: 'error', message: fromLink || AUTH_MESSAGES.callbackInvalidLink };
  }
  if (signedIn) return { kind: 'redirect', to: '/' };
  return { kind: 'error', message: AUTH_MESSAGES.callbackFailed };
}
