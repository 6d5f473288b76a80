export * from './reminder-constants';
export * from './reminder-messages';
export * from './reminder-schemas';
export * from './reminder-text';
export * from './reminder-times';
export * from './reminder-types';
