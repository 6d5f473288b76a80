import { ACTIVITY_MESSAGES, ACTIVITY_RESTORE_WINDOW_MS, endsAfterNow, type Activity, type ActivityListQuery, type CreateActivityRequest, type UpdateActivityRequest } from '@cadence/shared';
import type { Actor } from '../../context/actor';
import type { Db } from '../../db/client';
import { announce, inTransaction } from '../../context/unit-of-work';
import type { ActivityContext } from './activity-context';
import { activityNotFound, assertActivityId, fieldError } from './activity-guards';
import * as activitiesRepository from './activities.repository';

// Logged activities (docs/product/activity.md "History", "Past activities", "Ratings", "Delete and undo").

/** A page of the history as the JSON text of an `ActivityPage` (the fast list path). */
export function listActivitiesJson(ctx: ActivityContext, actor: Actor, query: ActivityListQuery): Promise<string> {
  return activitiesRepository.listActivitiesJson(ctx.db, { userId: actor.userId, cursor: query.cursor, limit: query.limit });
}

export async function getActivity(ctx: ActivityContext, actor: Actor, id: string): Promise<Activity> {
  assertActivityId(id);
  const activity = await activitiesRepository.findActivity(ctx.db, { userId: actor.userId, id });
  if (!activity) throw activityNotFound();
  return activity;
}

/** A past activity added by hand: it must be over by now (docs/product/activity.md "Past activities"). */
export async function createActivity(ctx: ActivityContext, actor: Actor, input: CreateActivityRequest): Promise<Activity> {
  const now = ctx.clock.now();
  const startedAt = new Date(input.startedAt);
  if (endsAfterNow(startedAt, input.durationSeconds, now)) {
    throw fieldError('startedAt', ACTIVITY_MESSAGES.endsInFuture);
  }
  return inTransaction(ctx, actor, async (unit) => {
    const id = await activitiesRepository.insertActivity(unit.tx, { ...input, startedAt: startedAt.toISOString(), todoId: null, userId: actor.userId, now: now.toISOString() });
    const activity = await activitiesRepository.findActivity(unit.tx, { userId: actor.userId, id });
    if (!activity) throw new Error('an activity just added was not found');
    unit.announce({ area: 'activity', kind: 'created', id, version: activity.updatedAt });
    return activity;
  });
}

/** The edit was saved, or the activity changed since the form opened and here it is as it is now. */
export type ActivityEditResult = { kind: 'saved'; activity: Activity } | { kind: 'stale'; activity: Activity };

/**
 * docs/product/activity.md "Edit an activity": any field of 'Add Past Activity' can be changed, with
 * its rules; a new start or length must leave the activity over by now. The linked task stays. With
 * `expectedUpdatedAt`, an activity changed since the form opened is not saved: the answer is the
 * activity as it is now. The row is locked first, so the check and the write see one version.
 */
export async function updateActivity(ctx: ActivityContext, actor: Actor, id: string, input: UpdateActivityRequest): Promise<ActivityEditResult> {
  assertActivityId(id);
  const { expectedUpdatedAt, ...fields } = input;
  const now = ctx.clock.now();
  return inTransaction(ctx, actor, async (unit) => {
    const key = { userId: actor.userId, id };
    const current = await activitiesRepository.lockActivity(unit.tx, key);
    if (!current) throw activityNotFound();
    if (expectedUpdatedAt !== undefined && Date.parse(expectedUpdatedAt) !== Date.parse(current.updatedAt)) {
      return { kind: 'stale', activity: await currentActivity(unit.tx, key) };
    }
    // A length or start left out stays as it is (a timer-logged 14 s or 30 h activity can be renamed); a new one follows the rules.
    const startedAt = fields.startedAt === undefined ? undefined : new Date(fields.startedAt).toISOString();
    if ((startedAt !== undefined || fields.durationSeconds !== undefined) && endsAfterNow(startedAt ?? current.startedAt, fields.durationSeconds ?? current.durationSeconds, now)) {
      throw fieldError('startedAt', ACTIVITY_MESSAGES.endsInFuture);
    }
    await activitiesRepository.updateActivity(unit.tx, key, { fields: { ...fields, startedAt }, now: now.toISOString() });
    const activity = await currentActivity(unit.tx, key);
    unit.announce({ area: 'activity', kind: 'updated', id, version: activity.updatedAt });
    return { kind: 'saved', activity };
  });
}

async function currentActivity(tx: Db, key: activitiesRepository.ActivityKey): Promise<Activity> {
  const activity = await activitiesRepository.findActivity(tx, key);
  if (!activity) throw activityNotFound();
  return activity;
}

/**
 * docs/product/activity.md "Delete and undo": hidden at once, restorable for 60 seconds, then purged.
 * Each delete purges every activity whose window has closed.
 */
export async function deleteActivity(ctx: ActivityContext, actor: Actor, id: string): Promise<void> {
  assertActivityId(id);
  const now = ctx.clock.now();
  // In a unit of work, so a token's delete is logged and undoable (docs/product/access.md "Activity log").
  if (!(await inTransaction(ctx, actor, ({ tx }) => activitiesRepository.softDeleteActivity(tx, { userId: actor.userId, id }, now.toISOString())))) throw activityNotFound();
  announce(ctx, actor, { area: 'activity', kind: 'deleted', id });
  await activitiesRepository.purgeDeletedActivities(ctx.db, restoreWindowStart(now));
}

export async function restoreActivity(ctx: ActivityContext, actor: Actor, id: string): Promise<Activity> {
  assertActivityId(id);
  const now = ctx.clock.now();
  const key = { userId: actor.userId, id };
  if (!(await inTransaction(ctx, actor, ({ tx }) => activitiesRepository.restoreActivity(tx, key, { deletedSince: restoreWindowStart(now), now: now.toISOString() })))) throw activityNotFound();
  const activity = await getActivity(ctx, actor, id);
  announce(ctx, actor, { area: 'activity', kind: 'created', id, version: activity.updatedAt });
  return activity;
}

function restoreWindowStart(now: Date): string {
  return new Date(now.getTime() - ACTIVITY_RESTORE_WINDOW_MS).toISOString();
}
