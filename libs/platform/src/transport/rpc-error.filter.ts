import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ErrorCode, type ServiceErrorPayload } from '@lakbay/contracts';
import { type Observable, throwError } from 'rxjs';
import {
  ServiceError,
  codeOfStatus,
  databaseBusy,
  databaseOutage,
  databaseUnavailable,
  isDatabaseConnectionError,
  isPoolWaitTimeout,
} from '../errors';
import { countDatabasePoolBusy, databasePoolBusy } from '../metrics';

/**
 * Sends every failure of a message handler back as ServiceErrorPayload. A database that cannot be
 * reached is a 503 naming the service's database (its outage logged once); a pool whose every
 * connection stayed in use for the whole wait is 503 SERVER_BUSY (counted, no outage); other
 * unknown failures are logged 500s.
 */
@Catch()
export class RpcErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('RpcErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): Observable<never> {
    return throwError(() => this.toPayload(exception, host));
  }

  private toPayload(exception: unknown, host: ArgumentsHost): ServiceErrorPayload {
    if (exception instanceof ServiceError) {
      return exception.toPayload();
    }
    if (exception instanceof HttpException && exception.getStatus() < 500) {
      return { code: codeOfStatus(exception.getStatus()), message: exception.message };
    }
    const subject = host.switchToRpc().getContext<{ getArgByIndex?: (i: number) => unknown }>().getArgByIndex?.(0);
    const pattern = typeof subject === 'string' ? subject : 'unknown';
    if (isDatabaseConnectionError(exception)) {
      // A wait for a connection while every one is in use: the database is busy, not gone.
      if (isPoolWaitTimeout(exception) && databasePoolBusy()) {
        countDatabasePoolBusy();
        return databaseBusy(serviceOf(pattern)).toPayload();
      }
      databaseOutage.lost(exception instanceof Error ? exception.message : undefined);
      return databaseUnavailable(serviceOf(pattern)).toPayload();
    }
    this.logger.error(`Unhandled error in ${pattern}`, exception instanceof Error ? exception.stack : String(exception));
    return { code: ErrorCode.INTERNAL, message: 'Something went wrong on our side. Please try again.' };
  }
}

/** The service a subject belongs to: subjects are patterns like {"cmd":"users.get","ns":"lakbay"}. */
function serviceOf(subject: string): string | undefined {
  return /"cmd":"([a-z0-9_-]+)\./i.exec(subject)?.[1];
}
