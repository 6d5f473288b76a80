// docs/product/accounts.md "Signed-in devices": what GET /api/devices answers, one per session of the
// person. Never a token, an address or the raw user agent.

export interface SignedInDevice {
  /** The session's id (not a credential: the token is, and it never leaves the cookie). */
  id: string;
  browser: string;
  os: string;
  /**
   * Where it signed in from, from nothing but the address's network ('Local network', '203.0.113.x';
   * networkLabel): never the address. Null when the address was not known.
   */
  network: string | null;
  /** The browser that asked. */
  current: boolean;
  createdAt: string;
  /** Moved by the session check at most every five minutes. */
  lastActiveAt: string;
}

export const DEVICE_MESSAGES = {
  notFound: 'That device is no longer signed in.',
  thisDevice: 'To sign out of this device, use Sign Out.',
  signedOut: 'Signed out of that device.',
  signedOutOthers: (count: number) => (count === 0 ? 'No other device was signed in.' : `Signed out of ${count} other ${count === 1 ? 'device' : 'devices'}.`),
} as const;
