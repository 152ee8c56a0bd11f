import { inspect } from 'node:util';
import type { LoggerService } from '@nestjs/common';
import type { Level, Logger } from 'pino';
import type { AppConfig } from '../config';
import { currentCall } from '../context';
import { type LogOutputs, pinoFor, textLines } from './log-output';
import { currentService } from './service-scope';

/** Fields of every line that a message's own fields may not replace. */
const FIXED_FIELDS = new Set(['time', 'level', 'context', 'message', 'stack', 'error']);

// What Nest's console logger takes for a stack trace given after an error's message.
const STACK = /\n\s+at /;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Nest's LoggerService on pino, for Nest itself and every `new Logger(context)` in the code. Each
 * line carries service (the one whose handler runs, else this logger's), context, requestId and
 * userId of the current call, the message, and any plain object given after the message as
 * fields: `logger.log('sent', { mailId })`. The last string given is the context, as with Nest's
 * console logger; after an error's message, a stack trace is the stack. JSON lines for collectors
 * (LOG_FORMAT=json), Nest's console layout for people (text).
 */
export class LakbayLogger implements LoggerService {
  private readonly pino: Logger;
  /** Text mode: entry() draws its line straight from the fields (log-output.ts textLines). */
  private readonly text: ReturnType<typeof textLines>;

  constructor(
    private readonly service: string,
    config: AppConfig['log'],
    outputs?: LogOutputs,
  ) {
    this.pino = pinoFor(config, outputs);
    this.text = textLines(this.pino);
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  /**
   * A line whose fields are all given, in order (service, context, requestId and userId first, as
   * write() puts them): nothing looked up or merged. For lines written on every request (the BFF's
   * access log). `said`: fields the text already says in words (the access log's method, route,
   * status and duration): JSON lines carry them after the others, for collectors to filter on; a
   * text line, for people, does not repeat them (a third of the access line, and of its cost).
   * The fields' values must be plain (strings, numbers, booleans): a text line bound for stdout is
   * drawn a moment later, with the others of its batch (log-output.ts toStdoutUndrawn).
   */
  entry(
    level: Level,
    text: string,
    fields: { service: string; context: string; requestId?: string; userId?: string; [field: string]: unknown },
    said?: Record<string, unknown>,
  ): void {
    if (!this.pino.isLevelEnabled(level)) {
      return;
    }
    if (this.text) {
      this.text(level, fields, text);
    } else {
      this.pino[level](said ? { ...fields, ...said } : fields, text);
    }
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    if (!this.pino.isLevelEnabled(level)) {
      return;
    }
    const canHaveStack = level === 'error' || level === 'fatal';
    let end = params.length;
    let context: string | undefined;
    const last = params[end - 1];
    if (typeof last === 'string' && !(canHaveStack && STACK.test(last))) {
      context = last;
      end -= 1;
    }
    const call = currentCall();
    const entry: Record<string, unknown> = {
      service: currentService() ?? this.service,
      context,
      requestId: call?.requestId,
      userId: call?.userId,
    };
    let text = typeof message === 'string' ? message : undefined;
    if (message instanceof Error) {
      entry.error = message;
      text = message.message;
    } else if (text === undefined) {
      entry.message = message;
    }
    for (let i = 0; i < end; i++) {
      const param = params[i];
      if (isPlainObject(param)) {
        // Fields given with the message (e.g. the access log's own requestId) win, but never over these.
        for (const key of Object.keys(param)) {
          if (!FIXED_FIELDS.has(key)) {
            entry[key] = param[key];
          }
        }
      } else if (param instanceof Error) {
        entry.error = param;
      } else if (canHaveStack && typeof param === 'string' && STACK.test(param)) {
        entry.stack = param;
      } else if (param !== undefined) {
        const more = typeof param === 'string' ? param : inspect(param);
        text = text === undefined ? more : `${text} ${more}`;
      }
    }
    this.pino[level](entry, text);
  }
}

/** The logger of a process (or of one service of it): JSON lines for collectors when LOG_FORMAT=json. */
export function createLogger(config: AppConfig, processName: string): LakbayLogger {
  return new LakbayLogger(processName, config.log);
}
