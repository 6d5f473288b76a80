import { useTaskTimer } from '../features/activity/components/task-timer';
import { TaskTimerSource } from '../features/todos/components/task-timer-source';
import { PlannerViewsNav } from '../features/planner/components/planner-views-nav';
import { TodosPage } from '../features/todos/components/todos-page';

/**
 * /todos with the activity area's timer behind each card's 'Start timer' (docs/product/todos.md "Start
 * timer"), and the switch to Today and Upcoming beside its heading (docs/product/planner.md "Where").
 */
export function TodosRoute() {
  return (
    <TaskTimerSource.Provider value={useTaskTimer}>
      <TodosPage views={<PlannerViewsNav />} />
    </TaskTimerSource.Provider>
  );
}
