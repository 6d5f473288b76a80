export * from './habit';
export * from './habit-constants';
