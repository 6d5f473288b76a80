import { createHash } from 'node:crypto';

/**
 * How better-auth stores a verification row's identifier (`<purpose>:<token>`): hashed, so a database
 * read does not hand out working links, but with its purpose kept in clear, so all reset links of a
 * user can be voided at once (reset-tokens.repository.ts, issue 6 §5).
 */
export async function hashVerificationIdentifier(identifier: string): Promise<string> {
  const colon = identifier.indexOf(':');
  const purpose = colon > 0 ? identifier.slice(0, colon) : 'token';
  return `${purpose}:${createHash('sha256').update(identifier).digest('base64url')}`;
}
