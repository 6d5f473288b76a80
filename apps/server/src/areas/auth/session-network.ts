import { networkLabel } from '@cadence/shared';
import { clientAddress } from '../../http/request-origin';

/**
 * Set by our front on every request it hands better-auth (forward-to-auth.ts authRequestHeaders): the
 * TCP peer's address, which better-auth cannot see. Never taken from the client.
 */
export const CLIENT_SOCKET_HEADER = 'x-cadence-client-socket';

/**
 * The network a new session signs in from, in words (docs/product/accounts.md "Signed-in devices"):
 * the client address as the throttles read it (the first X-Forwarded-For hop only behind a trusted
 * proxy), reduced to its network. The address itself is never stored.
 */
export function sessionNetwork(headers: Headers | undefined, trustProxy: boolean): string | null {
  if (!headers) return null;
  return networkLabel(clientAddress(headers, headers.get(CLIENT_SOCKET_HEADER) ?? undefined, trustProxy));
}
