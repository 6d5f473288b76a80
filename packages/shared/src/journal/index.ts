export * from './journal-constants';
