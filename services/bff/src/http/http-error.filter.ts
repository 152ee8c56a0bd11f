import { ERROR_STATUS, ErrorCode, type HttpErrorBody } from '@lakbay/contracts';
import { ServiceError, codeOfStatus } from '@lakbay/platform';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPageRequest } from './web-app';
import type { WebPages } from './web-pages';

/** What a SERVER_BUSY answer tells clients to wait before trying again. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

const DEFAULT_MESSAGES: Record<number, string> = {
  401: 'Please log in to continue.',
  403: 'You do not have access to this.',
  404: 'There is nothing here.',
};

/**
 * Turns every failure into the HTTP error body of spec section 5, its status the code's
 * (ERROR_STATUS). The framework's own errors (Nest, Fastify, multipart) carry a status and no code:
 * they get the code of their status (codeOfStatus). Anything unexpected is a logged 500.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  /** @param webPages when the SPA is served: unknown page paths get its index.html, with the page's head. */
  constructor(private readonly webPages?: Pick<WebPages, 'send'>) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    if (this.webPages && exception instanceof NotFoundException && isPageRequest(request)) {
      this.webPages.send(request, reply).catch((error: unknown) => {
        this.logger.error('Could not send the web app', error instanceof Error ? error.stack : String(error));
        void reply.status(500).send(httpError(ErrorCode.INTERNAL, 'Something went wrong on our side. Please try again.'));
      });
      return;
    }
    const body = this.toBody(exception);
    if (body.code === ErrorCode.SERVER_BUSY) {
      // Refused at once because the service is at capacity: worth trying again in a second.
      void reply.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
    }
    void reply.status(body.statusCode).send(body);
  }

  private toBody(exception: unknown): HttpErrorBody {
    if (exception instanceof ServiceError) {
      if (exception.status >= 500 && exception.status !== 503) {
        this.logger.error(`${exception.code}: ${exception.message}`);
      }
      return httpError(exception.code, exception.details ?? exception.message);
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status < 500) {
        return httpError(
          codeOfStatus(status),
          hasOwnMessage(exception) ? exception.message : (DEFAULT_MESSAGES[status] ?? exception.message),
        );
      }
    }
    const status = httpStatusOf(exception);
    if (status && status < 500) {
      // Errors raised by Fastify itself (malformed JSON, body too large, wrong content type).
      return httpError(codeOfStatus(status), (exception as Error).message);
    }
    this.logger.error('Unhandled error', exception instanceof Error ? exception.stack : String(exception));
    return httpError(ErrorCode.INTERNAL, 'Something went wrong on our side. Please try again.');
  }
}

// `new ForbiddenException('Only admins can do this.')` carries `error: 'Forbidden'` beside its own
// message; a bare `new ForbiddenException()` has only Nest's generic text, which we replace.
function hasOwnMessage(exception: HttpException): boolean {
  const response = exception.getResponse();
  return typeof response === 'object' && response !== null && 'error' in response;
}

function httpStatusOf(exception: unknown): number | undefined {
  const status = (exception as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** The body of an error answer: the status is always the code's. */
export function httpError(code: ErrorCode, message: HttpErrorBody['message']): HttpErrorBody {
  return { statusCode: ERROR_STATUS[code], code, message };
}
