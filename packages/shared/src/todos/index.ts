export * from './estimated-minutes';
export * from './todo';
export * from './todo-constants';
export * from './todo-messages';
export * from './todo-order';
export * from './todo-schemas';
export * from './todo-transitions';
