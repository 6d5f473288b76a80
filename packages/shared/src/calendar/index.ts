export * from './local-date';
