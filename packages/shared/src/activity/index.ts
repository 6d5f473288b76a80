export * from './activity';
export * from './activity-constants';
export * from './activity-messages';
export * from './activity-schemas';
export * from './activity-type-style';
export * from './duration-format';
export * from './linkable-tasks';
export * from './session-time';
