import type { HabitSummary } from '@cadence/shared';
import type { AreaContext } from '../../context/area-context';
import type { Actor } from '../../context/actor';
import * as habitsRepository from './habits.repository';

// Only the list for now (the to-do form's habit selector); the habits screen adds the rest.
export function listHabits(ctx: AreaContext, actor: Actor): Promise<HabitSummary[]> {
  return habitsRepository.listHabits(ctx.db, actor.userId);
}
