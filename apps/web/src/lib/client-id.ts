/**
 * This tab's random id, sent as `X-Client-Id` on every API request. The server echoes it in the
 * live-update events a change causes, so the tab that made a change knows it already has it
 * (docs/architecture.md "Live sync"). A module constant: a reload or a duplicated tab gets its own.
 */
export const TAB_CLIENT_ID = newClientId();

/** crypto.randomUUID exists only in secure contexts (https, localhost); a LAN address over http falls back. */
export function newClientId(source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
