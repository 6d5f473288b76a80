export * from './habit';
export * from './habit-constants';
export * from './habit-log';
export * from './habit-messages';
export * from './habit-period-marks';
export { periodOf } from './habit-periods';
export * from './habit-schemas';
export * from './habit-streaks';
export * from './habit-targets';
