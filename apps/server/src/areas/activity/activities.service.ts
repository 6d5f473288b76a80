import { ACTIVITY_MESSAGES, ACTIVITY_RESTORE_WINDOW_MS, type Activity, type ActivityListQuery, type CreateActivityRequest, type UpdateActivityRatingsRequest } from '@cadence/shared';
import type { Actor } from '../../context/actor';
import { announce, inTransaction } from '../../context/unit-of-work';
import type { ActivityContext } from './activity-context';
import { activityNotFound, assertActivityId, fieldError } from './activity-guards';
import * as activitiesRepository from './activities.repository';

// Logged activities (docs/product/activity.md "History", "Past activities", "Ratings", "Delete and undo").

/**
 * A clock that runs a little fast may put "just now" a few minutes ahead of the server's: a past
 * activity may end up to this long after the server's now (docs/product/activity.md "Past activities").
 */
export const PAST_ACTIVITY_CLOCK_TOLERANCE_MS = 5 * 60_000;

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
  if (startedAt.getTime() + input.durationSeconds * 1000 > now.getTime() + PAST_ACTIVITY_CLOCK_TOLERANCE_MS) {
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

/** docs/product/activity.md "Ratings": energy, focus and satisfaction can be changed after the fact. */
export async function updateActivityRatings(ctx: ActivityContext, actor: Actor, id: string, input: UpdateActivityRatingsRequest): Promise<Activity> {
  assertActivityId(id);
  return inTransaction(ctx, actor, async (unit) => {
    const key = { userId: actor.userId, id };
    if (!(await activitiesRepository.updateRatings(unit.tx, key, { ...input, now: ctx.clock.now().toISOString() }))) throw activityNotFound();
    const activity = await activitiesRepository.findActivity(unit.tx, key);
    if (!activity) throw activityNotFound();
    unit.announce({ area: 'activity', kind: 'updated', id, version: activity.updatedAt });
    return activity;
  });
}

/**
 * docs/product/activity.md "Delete and undo": hidden at once, restorable for 60 seconds, then purged.
 * Each delete purges every activity whose window has closed.
 */
export async function deleteActivity(ctx: ActivityContext, actor: Actor, id: string): Promise<void> {
  assertActivityId(id);
  const now = ctx.clock.now();
  if (!(await activitiesRepository.softDeleteActivity(ctx.db, { userId: actor.userId, id }, now.toISOString()))) throw activityNotFound();
  announce(ctx, actor, { area: 'activity', kind: 'deleted', id });
  await activitiesRepository.purgeDeletedActivities(ctx.db, restoreWindowStart(now));
}

export async function restoreActivity(ctx: ActivityContext, actor: Actor, id: string): Promise<Activity> {
  assertActivityId(id);
  const now = ctx.clock.now();
  const key = { userId: actor.userId, id };
  if (!(await activitiesRepository.restoreActivity(ctx.db, key, { deletedSince: restoreWindowStart(now), now: now.toISOString() }))) throw activityNotFound();
  const activity = await getActivity(ctx, actor, id);
  announce(ctx, actor, { area: 'activity', kind: 'created', id, version: activity.updatedAt });
  return activity;
}

function restoreWindowStart(now: Date): string {
  return new Date(now.getTime() - ACTIVITY_RESTORE_WINDOW_MS).toISOString();
}
