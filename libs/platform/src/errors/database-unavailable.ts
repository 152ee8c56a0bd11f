import { OutageLog } from './outage-log';
import { PlatformError } from './service-error';

// Socket failures reaching PostgreSQL, and SQLSTATEs that mean "not now" rather than "wrong query":
// admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

// What pg and pg-pool say when a connection drops, cannot be made in time, or the server is
// starting or stopping (these errors carry no code).
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command/i;

/**
 * Whether a failure means the database could not be reached (down, restarting, cut off, pool
 * exhausted), as opposed to a query that is wrong. MikroORM hands these on as a DriverException or
 * as pg's own Error; Node reports a refused dual-stack connection as an AggregateError.
 */
export function isDatabaseConnectionError(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 3) {
    return false;
  }
  const { code, message, errors } = err as { code?: unknown; message?: unknown; errors?: unknown };
  // SQLSTATE class 08: connection_exception and its kinds.
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) {
    return true;
  }
  return Array.isArray(errors) && errors.some((e) => isDatabaseConnectionError(e, depth + 1));
}

/** Whether the failure is pg-pool giving up waiting for a connection (a free one, or a new one). */
export function isPoolWaitTimeout(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 3) {
    return false;
  }
  const { message, cause } = err as { message?: unknown; cause?: unknown };
  return (typeof message === 'string' && /timeout exceeded when trying to connect/i.test(message)) || isPoolWaitTimeout(cause, depth + 1);
}

/** The process's one view of its PostgreSQL connection, fed by the pool's events and by failed requests. */
export const databaseOutage = new OutageLog('PostgreSQL connection');

export function databaseUnavailable(service: string | undefined): PlatformError {
  return PlatformError.unavailable(`The ${service ? `${service} ` : ''}database is unavailable. Please try again shortly.`);
}

/** Every connection of the pool stayed in use for the whole wait: busy, not down. */
export function databaseBusy(service: string | undefined): PlatformError {
  return PlatformError.busy(`The ${service ? `${service} ` : ''}service is busy. Please try again in a moment.`);
}
