import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import type { AppConfig } from '../config';
import { currentCall } from '../context';
import { currentService } from './service-scope';

const LEVELS: Record<AppConfig['log']['level'], LogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

/** Keys masked wherever they appear in structured fields (a last line of defence, not a licence). */
export const REDACTED_KEYS = ['password', 'newPassword', 'currentPassword', 'token', 'idToken', 'authorization', 'cookie', 'secret'];

// Node's types say boolean, but isTTY is undefined when output goes to a file or a pipe.
const isTerminal: boolean | undefined = process.stdout.isTTY;

/** Fields of every JSON line that a message's own fields may not replace. */
const FIXED_FIELDS = new Set(['time', 'level', 'context', 'message', 'stack', 'error']);

/** What Nest hands printAsJson with each message. */
interface JsonLogOptions {
  context: string;
  logLevel: LogLevel;
  writeStreamType?: 'stdout' | 'stderr';
  errorStack?: unknown;
  params?: Record<string, unknown>;
  error?: Error;
}

/**
 * Nest's console logger, one line per entry. JSON lines (LOG_FORMAT=json) carry time, level,
 * service, context, requestId and userId of the current call, the message, and any plain object
 * given after the message as fields: `logger.log('sent', { mailId })`. Text lines name the request.
 */
export class LakbayLogger extends ConsoleLogger {
  constructor(
    private readonly service: string,
    config: AppConfig['log'],
  ) {
    super({
      prefix: `lakbay:${service}`,
      logLevels: LEVELS[config.level],
      json: config.format === 'json',
      flattenParams: true,
      redact: REDACTED_KEYS,
      // Nest picks colours itself when given undefined: only a terminal gets them.
      colors: config.format === 'text' && isTerminal === true,
    });
  }

  protected override printAsJson(message: unknown, options: JsonLogOptions): void {
    const record = this.toJsonRecord(message, options);
    let line: string;
    try {
      // Plain JSON.stringify is twice as fast as Nest's guarded one, which stays for what it refuses.
      line = JSON.stringify(record);
    } catch {
      line = this.stringifyJsonLogObject(record);
    }
    process[options.writeStreamType ?? 'stdout'].write(`${line}\n`);
  }

  private toJsonRecord(message: unknown, options: JsonLogOptions): Record<string, unknown> {
    const call = currentCall();
    const record: Record<string, unknown> = {
      time: new Date().toISOString(),
      level: options.logLevel === 'log' ? 'info' : options.logLevel,
      service: currentService() ?? this.service,
      context: options.context || undefined,
      requestId: call?.requestId,
      userId: call?.userId,
      message,
    };
    if (options.errorStack) {
      record.stack = options.errorStack;
    }
    if (options.error) {
      record.error = this.serializeError(options.error);
    }
    // Fields given with the message (e.g. the access log's own requestId) win, but never over these.
    for (const [key, value] of Object.entries(options.params ?? {})) {
      if (!FIXED_FIELDS.has(key)) {
        record[key] = value;
      }
    }
    return record;
  }

  protected override formatPid(pid: number): string {
    return `[lakbay:${currentService() ?? this.service}] ${pid}  - `;
  }

  // Text lines end with their fields as key=value, leaving out those without a value.
  protected override stringifyParams(params: Record<string, unknown>): string {
    return Object.entries(params)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
      .join(' ');
  }

  protected override formatContext(context: string): string {
    const requestId = currentCall()?.requestId;
    return `${super.formatContext(context)}${requestId ? `(${requestId}) ` : ''}`;
  }
}

/** The logger of a process (or of one service of it): JSON lines for collectors when LOG_FORMAT=json. */
export function createLogger(config: AppConfig, processName: string): LakbayLogger {
  return new LakbayLogger(processName, config.log);
}
