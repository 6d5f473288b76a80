export * from './habit';
export * from './habit-constants';
export * from './habit-log';
export * from './habit-messages';
// addDays is the journal's too (same rule: calendar days on 'YYYY-MM-DD'): the package exports one.
export { dateOfDayNumber, dayNumber, periodOf, weekdayOf } from './habit-periods';
export * from './habit-schemas';
export * from './habit-streaks';
