import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { TestApp, TestResponse } from './create-test-app';
import { randomClientAddress } from './factories';
import { createSoftAuthenticator, type Bend, type SoftAuthenticator } from './soft-authenticator';

// The passkey ceremonies through the real app (docs/product/accounts.md "Passkeys"), answered by a
// software authenticator.

/** An authenticator for the test app's relying party (its PUBLIC_URL). */
export function authenticatorFor(t: TestApp): SoftAuthenticator {
  const url = new URL(t.config.publicUrl);
  return createSoftAuthenticator({ origin: url.origin, rpID: url.hostname });
}

export async function registrationResponse(t: TestApp, cookie: string, authenticator: SoftAuthenticator, bend?: Bend): Promise<RegistrationResponseJSON> {
  const begin = await t.request('/api/passkey-options', { json: {}, cookie });
  if (begin.status !== 200) throw new Error(`passkey options: ${begin.status} ${await begin.text()}`);
  return authenticator.register((await begin.json()).options, bend);
}

/** Adds a passkey to the signed-in person's account; the answer of POST /api/passkeys. */
export async function addPasskey(t: TestApp, cookie: string, authenticator: SoftAuthenticator, init: { name?: string; userAgent?: string } = {}): Promise<TestResponse> {
  const response = await registrationResponse(t, cookie, authenticator);
  const headers: Record<string, string> = init.userAgent ? { 'user-agent': init.userAgent } : {};
  return t.request('/api/passkeys', { json: { ...(init.name ? { name: init.name } : {}), response }, cookie, headers });
}

export async function signInResponse(t: TestApp, authenticator: SoftAuthenticator, bend?: Bend, credentialId?: string): Promise<AuthenticationResponseJSON> {
  const begin = await t.request('/api/auth/passkey/sign-in-options', { json: {}, remoteAddress: randomClientAddress() });
  if (begin.status !== 200) throw new Error(`sign-in options: ${begin.status} ${await begin.text()}`);
  return authenticator.authenticate((await begin.json()).options, credentialId, bend);
}

export async function signInWithPasskey(t: TestApp, authenticator: SoftAuthenticator, init: { remoteAddress?: string; userAgent?: string } = {}): Promise<TestResponse> {
  const response = await signInResponse(t, authenticator);
  return finishSignIn(t, response, init);
}

export function finishSignIn(t: TestApp, response: unknown, init: { remoteAddress?: string; userAgent?: string } = {}): Promise<TestResponse> {
  const headers: Record<string, string> = init.userAgent ? { 'user-agent': init.userAgent } : {};
  return t.request('/api/auth/passkey/sign-in', { json: { response }, headers, remoteAddress: init.remoteAddress ?? randomClientAddress() });
}

/** Signs up without a password; waits for the work done after the answer. */
/** A sign-up without a password (docs/product/accounts.md "Passkeys"): a name and an address, no passkey yet. */
export async function passkeySignUp(t: TestApp, person: { name: string; email: string }): Promise<TestResponse> {
  const answer = await t.request('/api/auth/passkey/sign-up', { json: person, remoteAddress: randomClientAddress() });
  await t.settled();
  return answer;
}
