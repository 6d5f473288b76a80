import {
  WebAuthnAbortService,
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

// docs/product/accounts.md "Passkeys": signing in with a passkey, and signing up with one instead of a password.

/**
 * The Email field's offer could not be set up (no challenge from the server: busy, offline, too many
 * begun from this address). Nobody asked for it, so nobody is told: the form and the button still work.
 */
export class PasskeyOfferUnavailable extends Error {
  override name = 'PasskeyOfferUnavailable';
}

/**
 * Asks the server for a challenge and the browser for a passkey. With `autofill`, the browser offers
 * the passkeys it holds in the Email field (conditional UI) and this waits until one is picked.
 */
export async function passkeySignIn({ autofill = false }: { autofill?: boolean } = {}): Promise<unknown> {
  const challenge = apiRequest<{ options: PublicKeyCredentialRequestOptionsJSON }>('/api/auth/passkey/sign-in-options', { method: 'POST', body: {} });
  const { options } = autofill
    ? await challenge.catch((failure: unknown) => {
        throw new PasskeyOfferUnavailable(failure instanceof Error ? failure.message : 'no challenge');
      })
    : await challenge;
  const response = await startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill });
  return apiRequest('/api/auth/passkey/sign-in', { method: 'POST', body: { response } });
}

/** Signs in with a passkey, then waits for the new session, so the next screen already sees the user. */
export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: passkeySignIn,
    onSuccess: () => startSession(queryClient),
  });
}

/** Stops a passkey request the browser is still waiting on (the Email field's offer). */
export function cancelPasskeyRequest(): void {
  WebAuthnAbortService.cancelCeremony();
}

/** A sign-up without a password: the passkey is made once the link has confirmed the address (docs/product/accounts.md "Passkeys"). */
async function passkeySignUp({ name, email }: { name: string; email: string }): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/auth/passkey/sign-up', { method: 'POST', body: { name, email: email.trim() } });
}

export function usePasskeySignUp() {
  return useMutation({ mutationFn: passkeySignUp });
}
