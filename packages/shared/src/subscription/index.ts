export * from './subscription';
export * from './subscription-constants';
export * from './subscription-plans';
