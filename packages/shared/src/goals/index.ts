export * from './goal-constants';
