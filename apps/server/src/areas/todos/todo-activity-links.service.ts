import { TODO_HISTORY_NOTES } from '@cadence/shared';
import type { Actor } from '../../context/actor';
import type { Unit } from '../../context/unit-of-work';
import { isUuid } from '../../http/uuid';
import type { TodosContext } from './todo-context';
import { writeChange } from './todo-status.service';
import { findTodo, lockTodo } from './todos.repository';

/** What linking a task to a started activity came to (the activity area's StartWorkOutcome, by shape). */
type StartWorkOutcome =
  | { kind: 'linked'; task: { id: string; title: string; status: 'not_started' | 'in_progress' | 'completed' } }
  | { kind: 'not_found' }
  | { kind: 'completed' };

/**
 * What the activity area may do with tasks (docs/architecture.md "Seams"), handed to it by
 * app.ts: starting an activity linked to a task puts the task in progress (docs/product/activity.md "Linked task"), through
 * the same status rules as the board, so completed_at, the history and the version follow as they do
 * for any change. The history row says 'Status changed manually': the note for a change made outside
 * the board's own controls (docs/product/activity.md "Linked task", docs/product/todos.md "History").
 */
export function taskLinksForActivities(ctx: TodosContext) {
  return {
    async startWorkOn(unit: Unit, { actor, todoId }: { actor: Actor; todoId: string }): Promise<StartWorkOutcome> {
      if (!isUuid(todoId)) return { kind: 'not_found' };
      const key = { userId: actor.userId, id: todoId };
      const locked = await lockTodo(unit.tx, key);
      if (!locked) return { kind: 'not_found' };
      if (locked.status === 'completed') return { kind: 'completed' };
      if (locked.status === 'not_started') {
        await writeChange(unit, ctx, actor, locked, { fields: { status: 'in_progress' }, note: TODO_HISTORY_NOTES.manual });
      }
      const todo = await findTodo(unit.tx, key);
      if (!todo) return { kind: 'not_found' };
      if (locked.status === 'not_started') unit.announce({ area: 'todos', kind: 'updated', id: todo.id, version: todo.updatedAt });
      return { kind: 'linked', task: { id: todo.id, title: todo.title, status: todo.status } };
    },
  };
}
