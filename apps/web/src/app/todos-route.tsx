import { useTaskTimer } from '../features/activity/components/task-timer';
import { TaskTimerSource } from '../features/todos/components/task-timer-source';
import { TodosPage } from '../features/todos/components/todos-page';

/** /todos with the activity area's timer behind each card's 'Start timer' (docs/product/todos.md "Start timer"). */
export function TodosRoute() {
  return (
    <TaskTimerSource.Provider value={useTaskTimer}>
      <TodosPage />
    </TaskTimerSource.Provider>
  );
}
