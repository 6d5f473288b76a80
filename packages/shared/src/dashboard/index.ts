export * from './dashboard';
export * from './dashboard-constants';
export * from './dashboard-schemas';
export * from './habits-today';
export * from './local-days';
export * from './productive-time';
export * from './review';
export * from './review-needs-data';
