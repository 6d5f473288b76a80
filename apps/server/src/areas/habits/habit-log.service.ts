import type { HabitLog, HabitLogQuery } from '@cadence/shared';
import type { Actor } from '../../context/actor';
import type { AreaContext } from '../../context/area-context';
import { assertHabitId, habitNotFound } from './habit-guards';
import * as habitsRepository from './habits.repository';

/**
 * docs/product/habits.md "API routes": the days a habit was done in a range, for the trackers' other
 * months and the year's heat-map (the list carries only the recent log). Another person's habit, a
 * deleted one and a made-up id are 404.
 */
export async function readHabitLog(ctx: AreaContext, actor: Actor, id: string, { from, to }: HabitLogQuery): Promise<HabitLog> {
  assertHabitId(id);
  if (!(await habitsRepository.habitBelongsToUser(ctx.db, { userId: actor.userId, habitId: id }))) throw habitNotFound();
  return { from, to, dates: await habitsRepository.selectDoneDates(ctx.db, { userId: actor.userId, habitId: id, from, to }) };
}
