import type { AccessScope, CreatedAccessToken } from '@cadence/shared';
import type { RequestInit2, TestApp, TestResponse } from './create-test-app';
import type { SignedInUser } from './factories';

// The access area's test helpers (docs/product/access.md): a token made through the profile's API, and
// requests with it as a program sends them (no cookie, no Origin).
export { signedInUser, type SignedInUser } from './factories';

export async function createToken(t: TestApp, user: SignedInUser, scopes: AccessScope[], name = 'Test agent', expiresInDays?: number | null): Promise<CreatedAccessToken> {
  const response = await t.request('/api/access-tokens', { cookie: user.cookie, json: { name, scopes, ...(expiresInDays !== undefined ? { expiresInDays } : {}) } });
  if (response.status !== 201) throw new Error(`token not created: ${response.status} ${await response.text()}`);
  return (await response.json()) as CreatedAccessToken;
}

/** A request with `Authorization: Bearer <token>`, as a program sends it: no cookie and no Origin unless given. */
export function withToken(t: TestApp, token: string, path: string, init: Omit<RequestInit2, 'cookie'> & { cookie?: string } = {}): Promise<TestResponse> {
  return t.request(path, { origin: false, ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
}
