export * from './checks';
export * from './loop-watchdog';
export * from './ops-registrations';
export * from './ops-server';
export * from './process-health';
export * from './register-ops';
