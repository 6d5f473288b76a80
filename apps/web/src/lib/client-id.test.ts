import { describe, expect, it } from 'vitest';
import { newClientId, TAB_CLIENT_ID } from './client-id';

// The server echoes X-Client-Id only when it matches /^[\w-]{8,64}$/ (apps/server/src/http/require-user.ts).
const SERVER_PATTERN = /^[\w-]{8,64}$/;

describe('the tab client id (X-Client-Id)', () => {
  it('is a random UUID where crypto.randomUUID exists', () => {
    expect(TAB_CLIENT_ID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(TAB_CLIENT_ID).toMatch(SERVER_PATTERN);
  });

  it('falls back to 16 random bytes in hex outside a secure context, still an id the server echoes', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newClientId({ getRandomValues: (array) => crypto.getRandomValues(array) })));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    for (const id of ids) expect(id).toMatch(SERVER_PATTERN);
  });
});
