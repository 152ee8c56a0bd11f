import { type DestinationStream, type Level, type Logger, pino } from 'pino';
import type { AppConfig } from '../config';
import { redact } from './redact';
import { formatText } from './text-format';

/** Where a process's lines go: info and below on stdout, error and fatal on stderr (as Nest did). */
export interface LogOutputs {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

/** LOG_LEVEL to pino's level: debug shows Nest's verbose lines too, which pino calls trace. */
const PINO_LEVELS: Record<AppConfig['log']['level'], Level> = { error: 'error', warn: 'warn', info: 'info', debug: 'trace' };
const ERROR_LEVEL = pino.levels.values.error ?? 50;

type SonicBoom = ReturnType<typeof pino.destination>;

let processOutputs: { stdout: SonicBoom; stderr: SonicBoom } | undefined;

/**
 * The process's own outputs, made once: stdout asynchronous (sonic-boom gathers lines while a write
 * is under way, so a busy server makes one write call for many lines; pino flushes it when the
 * process exits), stderr synchronous, so an error or fatal line is out before the next statement
 * (an exit, a crash) runs.
 */
function standardOutputs(): { stdout: SonicBoom; stderr: SonicBoom } {
  return (processOutputs ??= { stdout: pino.destination({ dest: 1, sync: false }), stderr: pino.destination({ dest: 2, sync: true }) });
}

/**
 * Lines for the process's stdout gathered for a moment (at most STDOUT_BATCH_MS, or until
 * STDOUT_BATCH_CHARS) and handed to it as one write: a busy server makes one write call per batch
 * instead of one per request. The timer keeps the process alive until the batch is out, so a
 * command that ends on its own still prints every line; exit paths call flushLogsSync().
 * 8 KiB, not more: a write still under way when the process exits is lost (flushLogsSync writes
 * what is queued behind it, not it); with 64 KiB batches a loaded CI machine lost a crash's last
 * 223 lines, one batch (libs/platform/src/logging/log-exit.int-spec.ts), though 64 KiB saved about
 * a tenth of a liveness answer's CPU.
 */
const STDOUT_BATCH_MS = 20;
const STDOUT_BATCH_CHARS = 8192;
let batch = '';
let batchTimer: NodeJS.Timeout | undefined;

function writeBatch(): void {
  if (batchTimer) {
    clearTimeout(batchTimer);
    batchTimer = undefined;
  }
  if (batch) {
    const text = batch;
    batch = '';
    standardOutputs().stdout.write(text);
  }
}

let flushedAtExit = false;

/** A line for the process's stdout, written with the others of this moment. */
function toStdout(line: string): void {
  if (!flushedAtExit) {
    // A process.exit() anywhere (no exit path of ours called): the batch is written out synchronously.
    flushedAtExit = true;
    process.once('exit', flushLogsSync);
  }
  batch += line;
  if (batch.length >= STDOUT_BATCH_CHARS) {
    writeBatch();
  } else {
    batchTimer ??= setTimeout(writeBatch, STDOUT_BATCH_MS);
  }
}

/** The process's outputs with stdout's lines batched (an error line sends what is gathered first). */
const batchedOutputs: LogOutputs & { stdout: { flush(done: (err?: Error) => void): void } } = {
  stdout: {
    write: toStdout,
    flush: (done) => {
      writeBatch();
      standardOutputs().stdout.flush(done);
    },
  },
  stderr: {
    write: (text: string) => {
      writeBatch();
      return standardOutputs().stderr.write(text);
    },
  },
};

/** Writes out what the process's stdout still holds, at once; for exit paths (safe to call any time). */
export function flushLogsSync(): void {
  try {
    writeBatch();
    processOutputs?.stdout.flushSync();
  } catch {
    // Not open yet, or already closed: nothing is buffered then.
  }
}

/** Resolves once the process's stdout has written what it holds (before a deliberate exit). */
export function flushLogs(): Promise<void> {
  writeBatch();
  const stdout = processOutputs?.stdout;
  if (!stdout) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    try {
      stdout.flush(() => resolve());
    } catch {
      resolve();
    }
  });
}

let isoMs = 0;
let isoText = '';
/** The time as ISO 8601, made once per millisecond (a busy server writes many lines in one). */
function isoNow(): string {
  const now = Date.now();
  if (now !== isoMs) {
    isoMs = now;
    isoText = new Date(now).toISOString();
  }
  return isoText;
}

/**
 * pino's destination for one process: routes each line by its level (pino sets lastLevel, and the
 * entry's own object and message, before each write when a stream asks for them). In text mode
 * the line is drawn from that object, not parsed back from the JSON.
 */
class RoutedOutput {
  readonly [pino.symbols.needsMetadataGsym] = true;
  lastLevel = 0;
  lastObj: Record<string, unknown> = {};
  lastMsg: unknown;

  constructor(
    private readonly outputs: LogOutputs,
    private readonly text: { colours: boolean } | undefined,
  ) {}

  write(json: string): void {
    if (!this.text) {
      (this.lastLevel >= ERROR_LEVEL ? this.outputs.stderr : this.outputs.stdout).write(json);
      return;
    }
    const { message, ...fields } = this.lastObj;
    this.line(this.lastLevel, fields, this.lastMsg ?? message);
  }

  /** A text line drawn from its fields as they are, written where its level goes (text mode only). */
  line(level: number, fields: Record<string, unknown>, message: unknown): void {
    const out = level >= ERROR_LEVEL ? this.outputs.stderr : this.outputs.stdout;
    out.write(formatText({ level, time: isoNow(), fields, message }, this.text?.colours ?? false));
  }

  flush(done: (err?: Error) => void): void {
    const stdout = this.outputs.stdout as Partial<SonicBoom>;
    if (typeof stdout.flush === 'function') {
      stdout.flush(done);
    } else {
      done();
    }
  }
}

// Node's types say boolean, but isTTY is undefined when output goes to a file or a pipe.
const isTerminal: boolean | undefined = process.stdout.isTTY;
const roots = new Map<string, Logger>();
/** Each text-mode logger's destination: lines whose fields are all given are drawn and written without pino (textLines). */
const textOutputs = new WeakMap<Logger, RoutedOutput>();

/**
 * In text mode, the writer of a logger's lines that skips pino: the line is drawn from the given
 * fields anyway (pino's JSON of it is never used), so a line written on every request (the
 * access log) need not have pino build and escape it first. Undefined in JSON mode.
 */
export function textLines(logger: Logger): ((level: Level, fields: Record<string, unknown>, message: string) => void) | undefined {
  const output = textOutputs.get(logger);
  return output && ((level, fields, message) => output.line(logger.levels.values[level] ?? 30, fields, message));
}
const NO_FIELDS = Object.freeze({});

/**
 * The pino logger for a configuration: one per level and format in a process, all writing to the
 * same stdout and stderr. JSON lines keep the fields they had before pino: `time` as ISO 8601,
 * `level` as a name (`info`, `verbose` for Nest's verbose), `message`, no pid or hostname; every
 * line's fields pass through redact(). `outputs` replaces the process's own (tests).
 */
export function pinoFor(config: AppConfig['log'], outputs?: LogOutputs): Logger {
  const key = `${config.level}:${config.format}`;
  const known = outputs ? undefined : roots.get(key);
  if (known) {
    return known;
  }
  const text = config.format === 'text' ? { colours: !outputs && isTerminal === true } : undefined;
  const routed = new RoutedOutput(outputs ?? batchedOutputs, text);
  const destination: DestinationStream = routed;
  const logger = pino(
    {
      level: PINO_LEVELS[config.level],
      base: undefined,
      messageKey: 'message',
      // In text mode the line has its own time (RoutedOutput): pino's JSON, with its time, is not used.
      timestamp: text ? false : pino.stdTimeFunctions.isoTime,
      serializers: { error: pino.stdSerializers.err },
      formatters: {
        level: (label) => ({ level: label === 'trace' ? 'verbose' : label }),
        // In text mode the line is drawn from the entry itself: pino need not serialise its fields.
        log: text ? () => NO_FIELDS : (object) => redact(object),
      },
    },
    destination,
  );
  if (text) {
    textOutputs.set(logger, routed);
  }
  if (!outputs) {
    roots.set(key, logger);
  }
  return logger;
}
