export * from './activity-classification';
export * from './ai-constants';
export * from './ai-messages';
export * from './ai-schemas';
export * from './ai-types';
export * from './chat-chips';
export * from './habit-suggestion';
export * from './sentiment';
