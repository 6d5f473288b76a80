export * from './local-date';
export * from './calendar-days';
