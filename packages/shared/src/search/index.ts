export * from './search';
export * from './search-constants';
export * from './search-schemas';
export * from './search-text';
