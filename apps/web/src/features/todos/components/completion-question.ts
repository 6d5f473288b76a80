import { completionQuestion, type Todo } from '@cadence/shared';
import { useSyncExternalStore } from 'react';

// docs/product/todos.md "Checklist": completing a task whose checklist has open items asks first, on
// the board (the complete checkbox, the toggle to Completed, a drop on Completed). The question is the
// shared rule's; the server never refuses such a completion.

export interface PendingQuestion {
  question: string;
  todoId: string;
  proceed: () => void;
}

let pending: PendingQuestion | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Runs `proceed` at once, or after the person says 'Complete' when the task still has open items. */
export function askBeforeCompleting(todo: Todo, proceed: () => void): void {
  const question = completionQuestion(todo);
  if (question === null) return proceed();
  pending = { question, todoId: todo.id, proceed };
  emit();
}

/** The person answered: 'Complete' runs the change, 'Cancel' (or Escape) leaves the task as it is. */
export function answerCompletionQuestion(complete: boolean): void {
  const asked = pending;
  pending = null;
  emit();
  if (complete) asked?.proceed();
}

export function usePendingCompletionQuestion(): PendingQuestion | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
  );
}
