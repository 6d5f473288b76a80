export * from './format-duration';
