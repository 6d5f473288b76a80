import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ChangeEvent } from '../realtime/change-event';
import type { Actor, ActorAgent } from './actor';
import type { AreaContext } from './area-context';

/** A transaction, and a way to announce changes that only go out once it has committed. */
export interface Unit {
  tx: Db;
  /** Queues an event for the actor's streams; it is published after the commit, never on a rollback. */
  announce(event: Omit<ChangeEvent, 'client'>): void;
}

/**
 * Runs `work` in one transaction and then publishes what it announced (docs/architecture.md "Live
 * sync"): a client that hears an event and refetches finds the change committed. The same event
 * announced twice goes out once.
 */
export async function inTransaction<T>(ctx: AreaContext, actor: Actor, work: (unit: Unit) => Promise<T>): Promise<T> {
  const announced = new Map<string, ChangeEvent>();
  const result = await ctx.db.transaction(async (tx) => {
    if (actor.agent) await nameAgent(tx, actor.agent);
    return work({
      tx,
      announce(event) {
        announced.set(`${event.area}:${event.kind}:${event.id ?? ''}`, { ...event, ...(actor.clientId ? { client: actor.clientId } : {}) });
      },
    });
  });
  for (const event of announced.values()) ctx.events.publish({ userId: actor.userId, event });
  return result;
}

/** Publishes one change made outside a transaction (a single statement that has already committed). */
export function announce(ctx: AreaContext, actor: Actor, event: Omit<ChangeEvent, 'client'>): void {
  ctx.events.publish({ userId: actor.userId, event: { ...event, ...(actor.clientId ? { client: actor.clientId } : {}) } });
}

/**
 * Names the access token this transaction acts for (docs/product/access.md "Activity log"): the
 * database's agent_change_log() trigger then logs every row it creates, changes or removes, under one
 * change id, and agent_mark_via() marks the tasks it touches. Local to the transaction.
 */
async function nameAgent(tx: Db, agent: ActorAgent): Promise<void> {
  await tx.execute(
    sql`select set_config('cadence.agent_token', ${agent.tokenId}, true), set_config('cadence.agent_name', ${agent.tokenName}, true), set_config('cadence.agent_change', ${randomUUID()}, true)`,
  );
}
