import type { LoggerService } from '@nestjs/common';

export type OutboxLogger = Pick<LoggerService, 'log' | 'warn' | 'error'>;

/**
 * Logs a failing activity once when it starts failing and once when it works again, not on every
 * retry: a Redis outage of an hour is two lines, not thousands.
 */
export class OutageLog {
  private failing = false;

  constructor(
    private readonly logger: OutboxLogger,
    private readonly what: string,
  ) {}

  failed(error: unknown, retry: string): void {
    if (!this.failing) {
      this.failing = true;
      this.logger.warn(`${this.what} failed, ${retry}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  succeeded(detail = ''): void {
    if (this.failing) {
      this.failing = false;
      this.logger.log(`${this.what} works again${detail}`);
    }
  }
}
