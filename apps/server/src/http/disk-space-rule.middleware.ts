import { createMiddleware } from 'hono/factory';
import type { DiskSpaceGuard } from '../db/embedded/disk-space-guard';
import { diskFull } from './error-handler';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses writes while the disk holding the embedded database is nearly full (issue 25 §2,
 * db/embedded/disk-space-guard.ts): 503 DISK_FULL with Retry-After, before anything reaches the engine.
 * Reads go on. Without a guard (PostgreSQL mode) the server reports a full disk itself (SQLSTATE 53100).
 */
export function diskSpaceRule(guard: DiskSpaceGuard | undefined) {
  return createMiddleware(async (c, next) => {
    if (guard && !READ_METHODS.has(c.req.method) && !guard.now().writable) throw diskFull();
    await next();
  });
}
