import { type AiAccessSource, aiAccessSource } from '@cadence/shared';
import type { Db } from '../../db/client';
import { toIsoTimestamp } from '../../db/iso-timestamp';
import { activeSubscriptions, aiAccessFlag } from './subscriptions.repository';

/**
 * What other areas may ask of subscriptions (docs/architecture.md "Seams"), handed to the
 * assistant by app.ts: who has AI access (docs/product/ai.md "Access"). A failing lookup
 * throws; the caller denies.
 */
export const aiEntitlements = {
  async accessOf(db: Db, userId: string, now: Date): Promise<AiAccessSource | null> {
    const flag = await aiAccessFlag(db, { userId });
    if (flag) return 'flag';
    const rows = await activeSubscriptions(db, { userId, now: now.toISOString() });
    const windows = rows.map((row) => ({ status: row.status, startsAt: toIsoTimestamp(row.startsAt), expiresAt: toIsoTimestamp(row.expiresAt), cancelledAt: row.cancelledAt === null ? null : toIsoTimestamp(row.cancelledAt) }));
    return aiAccessSource(false, windows, now);
  },
};

export type AiEntitlementsService = typeof aiEntitlements;
