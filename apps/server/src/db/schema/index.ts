export * from './auth';
export * from './mail-outbox';
export * from './profiles';
export * from './rate-limits';
export * from './habits';
export * from './todos';
