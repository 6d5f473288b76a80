// Every query key of the activity area, so invalidation cannot miss one by a typo.
export const activityKeys = {
  all: ['activity'] as const,
  session: () => [...activityKeys.all, 'session'] as const,
  history: () => [...activityKeys.all, 'history'] as const,
  /**
   * The start form's task choice reads GET /api/todos. Its key sits under the to-do area's root key
   * ('todos'), so a change to tasks in any tab (whose live update marks every 'todos' query stale)
   * refreshes the choice too.
   */
  taskOptions: () => [...activityKeys.tasks(), 'activity-task-options'] as const,
  /** Every query of the to-do area's (the board and the task choice), stale once a start links a task. */
  tasks: () => ['todos'] as const,
};
