export * from './goal';
export * from './goal-constants';
export * from './goal-deadline';
export * from './goal-filter';
export * from './goal-messages';
export * from './goal-progress';
export * from './goal-schemas';
export * from './goal-links';
