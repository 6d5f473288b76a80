import type { HabitSummary } from '@cadence/shared';
import type { Db } from '../../db/client';
import * as habitsRepository from './habits.repository';

// Only the list for now (the to-do form's habit selector); the habits screen adds the rest.
export function listHabits(db: Db, userId: string): Promise<HabitSummary[]> {
  return habitsRepository.listHabits(db, userId);
}
