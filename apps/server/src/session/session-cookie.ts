import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';

// better-auth names the cookie `<prefix>.session_token` (with `__Secure-` in front over https) and signs
// its value as `token.base64(HMAC-SHA256(secret, token))` (better-call's signCookieValue).
export const SESSION_COOKIE_PREFIX = 'cadence';

export function sessionCookieName(config: Pick<Config, 'publicUrl'>): string {
  const name = `${SESSION_COOKIE_PREFIX}.session_token`;
  return config.publicUrl.startsWith('https://') ? `__Secure-${name}` : name;
}

/** The session token inside a signed cookie value, or null when the signature does not hold. */
export function verifySignedToken(cookieValue: string, secret: string): string | null {
  const dot = cookieValue.lastIndexOf('.');
  if (dot < 1) return null;
  const token = cookieValue.slice(0, dot);
  const signature = Buffer.from(cookieValue.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}
