import type { AreaContext } from '../../context/area-context';
import type { Actor } from '../../context/actor';
import type { Db } from '../../db/client';
import type { Unit } from '../../context/unit-of-work';

/**
 * What the to-do area needs from the habits area, handed over by app.ts (docs/architecture.md
 * "Seams"): the habits area owns habits and their completion log, this area only links to them.
 */
export interface HabitLinks {
  /** A task may link only its owner's habits. */
  isOwnHabit(db: Db, link: { userId: string; habitId: string }): Promise<boolean>;
  /** Completing a linked task marks its habit done on the user's today (docs/product/todos.md "Habit link"). */
  recordCompletion(unit: Unit, completion: { actor: Actor; habitId: string; at: Date }): Promise<void>;
}

/** The to-do services' context: the app's, plus the habit capability. */
export interface TodosContext extends AreaContext {
  habits: HabitLinks;
}
