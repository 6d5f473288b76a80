export * from './backup-constants';
export * from './backup-rotation';
export * from './backup-status';
