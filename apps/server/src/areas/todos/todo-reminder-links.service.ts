import type { Actor } from '../../context/actor';
import { isUuid } from '../../http/uuid';
import type { TodosContext } from './todo-context';
import { completeTodo } from './todo-status.service';
import { findTodo } from './todos.repository';

/**
 * What the reminders area may do with tasks (docs/architecture.md "Seams"), handed to it by app.ts: a
 * notification's 'Done' completes the task as the card's checkbox does (docs/product/reminders.md
 * "Actions"), so completed_at, the history, a linked habit and the live update follow as for any change.
 */
export function taskLinksForReminders(ctx: TodosContext) {
  return {
    /** False when the person has no such live task. */
    async complete(actor: Actor, todoId: string): Promise<boolean> {
      if (!isUuid(todoId) || !(await findTodo(ctx.db, { userId: actor.userId, id: todoId }))) return false;
      await completeTodo(ctx, actor, todoId, { completed: true });
      return true;
    },
  };
}
