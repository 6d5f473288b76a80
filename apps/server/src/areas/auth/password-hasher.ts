import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) at OWASP's minimum: 19 MiB, 2 passes, 1 lane.
// The native binding hashes on libuv's thread pool, so sign-in floods do not stall the event loop (docs/architecture.md "Stack notes").
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}
