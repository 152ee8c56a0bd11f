import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import type { AppConfig } from '../config';

const LEVELS: Record<AppConfig['log']['level'], LogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

// Node's types say boolean, but isTTY is undefined when output goes to a file or a pipe.
const isTerminal: boolean | undefined = process.stdout.isTTY;

/** Nest's logger, one line per entry; JSON lines for collectors when LOG_FORMAT=json. */
export function createLogger(config: AppConfig, processName: string): ConsoleLogger {
  return new ConsoleLogger({
    prefix: `lakbay:${processName}`,
    logLevels: LEVELS[config.log.level],
    json: config.log.format === 'json',
    colors: config.log.format === 'text' && isTerminal,
  });
}
