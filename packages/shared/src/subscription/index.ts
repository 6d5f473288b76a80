export * from './subscription-constants';
