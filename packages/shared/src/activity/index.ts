export * from './activity-constants';
