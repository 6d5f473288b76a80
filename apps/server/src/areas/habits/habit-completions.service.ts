import { localDateInTimeZone } from '@cadence/shared';
import type { Actor } from '../../context/actor';
import type { Unit } from '../../context/unit-of-work';
import type { Db } from '../../db/client';
import { habitBelongsToUser, upsertCompletion } from './habits.repository';

/**
 * What other areas may do with habits (docs/architecture.md "Seams"), handed to them by
 * app.ts: check that a habit is the user's, and record "done today". "Today" is decided here, in the
 * user's time zone, so every way a habit gets done (its own check button, a completed to-do) agrees.
 */
export const habitCompletions = {
  isOwnHabit(db: Db, link: { userId: string; habitId: string }): Promise<boolean> {
    return habitBelongsToUser(db, link);
  },

  async recordCompletion(unit: Unit, { actor, habitId, at }: { actor: Actor; habitId: string; at: Date }): Promise<void> {
    await upsertCompletion(unit.tx, { userId: actor.userId, habitId, date: localDateInTimeZone(at, actor.timeZone) });
    unit.announce({ area: 'habits', kind: 'updated', id: habitId });
  },
};

export type HabitCompletions = typeof habitCompletions;
