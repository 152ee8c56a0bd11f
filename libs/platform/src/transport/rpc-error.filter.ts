import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ErrorCode, type ServiceErrorPayload } from '@lakbay/contracts';
import { type Observable, throwError } from 'rxjs';
import { ServiceError } from '../errors';

/** Sends every failure of a message handler back as ServiceErrorPayload; unknown ones are logged. */
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
      return { status: exception.getStatus(), code: ErrorCode.VALIDATION_FAILED, message: exception.message };
    }
    const subject = host.switchToRpc().getContext<{ getArgByIndex?: (i: number) => unknown }>().getArgByIndex?.(0);
    const pattern = typeof subject === 'string' ? subject : 'unknown';
    this.logger.error(`Unhandled error in ${pattern}`, exception instanceof Error ? exception.stack : String(exception));
    return { status: 500, code: ErrorCode.INTERNAL, message: 'Something went wrong on our side. Please try again.' };
  }
}
