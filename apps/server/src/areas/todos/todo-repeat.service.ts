import { TODO_HISTORY_NOTES, localDateInTimeZone, nextOccurrenceDate, type RepeatRule } from '@cadence/shared';
import type { Actor } from '../../context/actor';
import type { Unit } from '../../context/unit-of-work';
import type { TodosContext } from './todo-context';
import { insertHistory } from './todo-history.repository';
import { copyChecklistUnticked, insertNextOccurrence } from './repeat.repository';

// docs/product/todos.md "Repeating tasks": completing an occurrence creates the next one, once.

/** The occurrence the next one follows, as it stands once the change that completes it is written. */
export interface Occurrence {
  id: string;
  dueDate: string | null;
  repeatRule: RepeatRule | null;
  seriesId: string | null;
  occurrence: number | null;
}

/**
 * Creates the occurrence after `source`, inside the transaction that completes it (or splits it off,
 * todo-status.service.ts `editTodo`): due on the rule's next date (from the due date, or from the
 * person's local date of `at` for "every!" and for a task without a due date), a copy of `source`'s
 * fields with its checklist un-ticked, recorded in the history. Nothing when the series has ended (end
 * date, count) or the occurrence already exists (the unique index: another tab, another instance, a
 * reopen and a re-complete). Returns the new id, or null.
 */
export async function continueSeries(unit: Unit, ctx: TodosContext, actor: Actor, source: Occurrence, { at, version }: { at: Date; version: string }): Promise<string | null> {
  if (source.repeatRule === null || source.seriesId === null || source.occurrence === null) return null;
  const completedOn = localDateInTimeZone(at, actor.timeZone);
  const dueDate = nextOccurrenceDate(source.repeatRule, { dueDate: source.dueDate, completedOn, number: source.occurrence });
  if (dueDate === null) return null;
  const { tx } = unit;
  const id = await insertNextOccurrence(tx, { userId: actor.userId, id: source.id }, { dueDate, now: version });
  if (id === null) return null;
  await copyChecklistUnticked(tx, { userId: actor.userId, from: source.id, to: id, now: version });
  // A millisecond after the change that made it, so the history lists it after the completion.
  const changedAt = new Date(Date.parse(version) + 1).toISOString();
  await insertHistory(tx, { todoId: id, userId: actor.userId, previousStatus: 'not_started', newStatus: 'not_started', changedAt, notes: TODO_HISTORY_NOTES.nextOccurrence });
  unit.announce({ area: 'todos', kind: 'created', id, version });
  return id;
}
