import { habitCompletions } from '../areas/habits/habit-completions.service';
import type { TodosContext } from '../areas/todos/todo-context';
import type { TestApp } from './create-test-app';

// Service-level tests need an area's context composed the way app.ts composes it.

export function todosContextOf(t: TestApp): TodosContext {
  return { ...t.cadence.ctx, habits: habitCompletions };
}
