export * from './local-date';
export * from './calendar-days';
export * from './zoned-time';
