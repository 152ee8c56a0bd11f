export * from './logger';
export * from './log-output';
export * from './redact';
export * from './service-scope';
