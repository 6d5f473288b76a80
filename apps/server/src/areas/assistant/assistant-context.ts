import type { AiAccessSource } from '@cadence/shared';
import type { AiEngine } from '../../ai/ai-engine';
import type { AreaContext } from '../../context/area-context';
import type { Db } from '../../db/client';

/**
 * What the assistant needs from the subscriptions area, handed over by app.ts (docs/architecture.md
 * "Seams"): who has AI access. It throws when it cannot tell; the assistant then refuses
 * (docs/product/ai.md "Access").
 */
export interface AiEntitlements {
  accessOf(db: Db, userId: string, now: Date): Promise<AiAccessSource | null>;
}

/** The assistant's services' context: the app's, the engine, the entitlement check and the daily quota. */
export interface AssistantContext extends AreaContext {
  engine: AiEngine;
  entitlements: AiEntitlements;
  dailyQuota: number;
}
