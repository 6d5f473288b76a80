import { sql } from 'drizzle-orm';
import type { AreaContext } from '../../context/area-context';
import { databaseUnavailable } from '../../http/error-handler';

/**
 * Readiness: one round trip to the database, bounded by the pool's time limits (under 2 s, issue 6
 * §4). Any failure means "not ready", with the same 503 as every other route in an outage.
 */
export async function measureDatabaseLatency(ctx: AreaContext): Promise<number> {
  const started = performance.now();
  try {
    await ctx.db.execute(sql`select 1`);
  } catch (error) {
    ctx.logger.warn({ err: error }, 'readiness check failed');
    throw databaseUnavailable();
  }
  return Math.round((performance.now() - started) * 10) / 10;
}
