export * from './backup-format';
export * from './control-socket';
export * from './restore-backup';
export * from './standalone-backups';
export * from './take-backup';
