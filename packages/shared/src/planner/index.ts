export * from './planner-days';
