export * from './backup-format';
export * from './control-socket';
export * from './restore-backup';
export * from './standalone-backups';
export * from './take-backup';
export * from './sha256-tally';
