import { writeSync } from 'node:fs';
import { type DestinationStream, type Level, type Logger, pino } from 'pino';
import type { AppConfig } from '../config';
import { redact } from './redact';
import { type TextRecord, formatText } from './text-format';

/** Where a process's lines go: info and below on stdout, error and fatal on stderr (as Nest did). */
export interface LogOutputs {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

/** LOG_LEVEL to pino's level: debug shows Nest's verbose lines too, which pino calls trace. */
const PINO_LEVELS: Record<AppConfig['log']['level'], Level> = { error: 'error', warn: 'warn', info: 'info', debug: 'trace' };
const ERROR_LEVEL = pino.levels.values.error ?? 50;

type SonicBoom = ReturnType<typeof pino.destination>;

let processStderr: SonicBoom | undefined;

/**
 * The process's stderr, made once and synchronous, so an error or fatal line is out before the next
 * statement (an exit, a crash) runs. (Stdout is batched: toStdout below.)
 */
function standardStderr(): SonicBoom {
  return (processStderr ??= pino.destination({ dest: 2, sync: true }));
}

/**
 * Lines for the process's stdout gathered for a moment (at most STDOUT_BATCH_MS, or until
 * STDOUT_BATCH_CHARS) as one string and written with one synchronous write: a busy server makes one
 * write call per batch instead of one per request, with no hand-off to libuv's thread pool and no
 * write still under way when the process exits (an asynchronous write in flight at exit was lost:
 * libs/platform/src/logging/log-exit.int-spec.ts). The lines are joined as strings (V8 links them
 * without copying) and encoded to UTF-8 once per batch: encoding each line into a buffer as it came
 * was a call into C++ per request (about a microsecond of each answer). Synchronous as Node's own
 * stdout is for files and, on Linux, pipes: a reader that does not read holds the writer. When
 * stdout is non-blocking (a pipe Node's process.stdout has opened) and full, the rest waits in a
 * queue (at most STDOUT_QUEUE_MAX_BYTES; beyond that batches are dropped and counted) and is
 * retried on a timer. The timer keeps the process alive until the batch is out, so a command that
 * ends on its own still prints every line; exit paths call flushLogsSync().
 */
const STDOUT_BATCH_MS = 20;
/** UTF-16 units: at most three times as many bytes. */
const STDOUT_BATCH_CHARS = 8192;
const STDOUT_QUEUE_MAX_BYTES = 16 * 1024 * 1024;
const STDOUT_RETRY_MS = 10;
const STDOUT_FD = 1;
/** The lines of this moment, not written yet. */
let batch = '';
let batchTimer: NodeJS.Timeout | undefined;
/** Bytes a full non-blocking stdout did not take yet, in order. */
const queued: Buffer[] = [];
let queuedBytes = 0;
let droppedBytes = 0;
let retryTimer: NodeJS.Timeout | undefined;
const stdoutDrained: (() => void)[] = [];

/** As much of `bytes` as stdout takes now: all of it, unless a non-blocking stdout is full (EAGAIN). */
function writeSome(bytes: Buffer): number {
  let written = 0;
  while (written < bytes.length) {
    try {
      written += writeSync(STDOUT_FD, bytes, written, bytes.length - written);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EAGAIN') {
        return written;
      }
      // Closed or gone (EPIPE, EBADF): there is nowhere to write; the lines are dropped, as console's are.
      return bytes.length;
    }
  }
  return written;
}

/** Writes what waits in the queue, oldest first; true when it is empty. */
function writeQueued(): boolean {
  while (queued.length > 0) {
    const head = queued[0];
    const written = writeSome(head);
    queuedBytes -= written;
    if (written < head.length) {
      queued[0] = head.subarray(written);
      return false;
    }
    queued.shift();
  }
  if (droppedBytes > 0) {
    const note = Buffer.from(`[lakbay] ${droppedBytes} bytes of log lines were dropped: stdout was not read\n`);
    droppedBytes = 0;
    const written = writeSome(note);
    if (written < note.length) {
      queued.push(note.subarray(written));
      queuedBytes += note.length - written;
      return false;
    }
  }
  return true;
}

function retryQueued(): void {
  retryTimer = undefined;
  if (writeQueued()) {
    for (const done of stdoutDrained.splice(0)) {
      done();
    }
  } else {
    retryTimer = setTimeout(retryQueued, STDOUT_RETRY_MS);
  }
}

/** Bytes for stdout, after what already waits. */
function writeOut(bytes: Buffer): void {
  const written = queued.length === 0 ? writeSome(bytes) : 0;
  if (written === bytes.length) {
    return;
  }
  const rest = bytes.length - written;
  if (queuedBytes + rest > STDOUT_QUEUE_MAX_BYTES) {
    droppedBytes += rest;
  } else {
    queued.push(bytes.subarray(written));
    queuedBytes += rest;
  }
  retryTimer ??= setTimeout(retryQueued, STDOUT_RETRY_MS);
}

/** A text line not drawn yet: its record but the time, when it was written (epoch ms), and whether in colour. */
interface Undrawn {
  record: Omit<TextRecord, 'time'>;
  at: number;
  colours: boolean;
}
/** Text lines of this moment not drawn yet: drawn together when the batch is written. */
const undrawn: Undrawn[] = [];
/** Text lines kept undrawn at most: more are drawn (and the batch written once long enough). */
const UNDRAWN_MAX = 64;

/** Draws the kept text lines into the batch, oldest first (before any other line joins it). */
function drawUndrawn(): void {
  for (const { record, at, colours } of undrawn) {
    batch += formatText({ ...record, time: isoTime(at) }, colours);
  }
  undrawn.length = 0;
}

function writeBatch(): void {
  if (batchTimer) {
    clearTimeout(batchTimer);
    batchTimer = undefined;
  }
  drawUndrawn();
  if (batch.length === 0) {
    return;
  }
  const text = batch;
  batch = '';
  if (queued.length > 0) {
    writeOut(Buffer.from(text, 'utf8'));
    return;
  }
  // The string itself (Node encodes it on the way out, with no buffer of ours to allocate and fill);
  // encoded here only for what a non-blocking stdout did not take.
  let written = 0;
  try {
    written = writeSync(STDOUT_FD, text);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') {
      // Closed or gone (EPIPE, EBADF): there is nowhere to write; the lines are dropped, as console's are.
      return;
    }
  }
  if (written < Buffer.byteLength(text, 'utf8')) {
    writeOut(Buffer.from(text, 'utf8').subarray(written));
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
  drawUndrawn();
  batch += line;
  if (batch.length >= STDOUT_BATCH_CHARS) {
    writeBatch();
  } else {
    batchTimer ??= setTimeout(writeBatch, STDOUT_BATCH_MS);
  }
}

/**
 * A text line for the process's stdout, drawn when its batch is written: the lines of a busy
 * moment are drawn one after the other, while the drawing code and its data are still in the
 * processor's caches, rather than one in each request among everything else the request runs.
 * Its time is taken now.
 */
function toStdoutUndrawn(record: Omit<TextRecord, 'time'>, colours: boolean): void {
  if (!flushedAtExit) {
    flushedAtExit = true;
    process.once('exit', flushLogsSync);
  }
  if (undrawn.push({ record, at: Date.now(), colours }) >= UNDRAWN_MAX) {
    drawUndrawn();
    if (batch.length >= STDOUT_BATCH_CHARS) {
      writeBatch();
      return;
    }
  }
  batchTimer ??= setTimeout(writeBatch, STDOUT_BATCH_MS);
}

/** The process's outputs with stdout's lines batched (an error line sends what is gathered first). */
const batchedOutputs: LogOutputs & { stdout: { flush(done: (err?: Error) => void): void } } = {
  stdout: {
    write: toStdout,
    flush: (done) => {
      writeBatch();
      if (queued.length === 0) {
        done();
      } else {
        stdoutDrained.push(() => done());
      }
    },
  },
  stderr: {
    write: (text: string) => {
      writeBatch();
      return standardStderr().write(text);
    },
  },
};

/** Writes out what the process's stdout still holds, at once; for exit paths (safe to call any time). */
export function flushLogsSync(): void {
  try {
    writeBatch();
    // A full non-blocking stdout: tried again for a moment (a reader may still drain it), then given up.
    const until = Date.now() + 2000;
    while (!writeQueued() && Date.now() < until) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, STDOUT_RETRY_MS);
    }
  } catch {
    // Nothing can be written any more: nothing else to do at exit.
  }
}

/** Resolves once the process's stdout has written what it holds (before a deliberate exit). */
export function flushLogs(): Promise<void> {
  return new Promise((resolve) => batchedOutputs.stdout.flush(() => resolve()));
}

let isoMs = 0;
let isoText = '';
/** A time (epoch ms) as ISO 8601, made once per millisecond (a busy server writes many lines in one). */
function isoTime(ms: number): string {
  if (ms !== isoMs) {
    isoMs = ms;
    isoText = new Date(ms).toISOString();
  }
  return isoText;
}

const isoNow = (): string => isoTime(Date.now());

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

  /**
   * A text line whose fields are plain values (strings, numbers) that nothing changes later: bound
   * for the process's stdout, it is drawn when its batch is written (toStdoutUndrawn); otherwise now.
   */
  plainLine(level: number, fields: Record<string, unknown>, message: string): void {
    if (level < ERROR_LEVEL && this.outputs === batchedOutputs) {
      toStdoutUndrawn({ level, fields, message }, this.text?.colours ?? false);
    } else {
      this.line(level, fields, message);
    }
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
 * access log) need not have pino build and escape it first; bound for stdout, it is drawn with its
 * batch (its fields' values must be plain: RoutedOutput.plainLine). Undefined in JSON mode.
 */
export function textLines(logger: Logger): ((level: Level, fields: Record<string, unknown>, message: string) => void) | undefined {
  const output = textOutputs.get(logger);
  return output && ((level, fields, message) => output.plainLine(logger.levels.values[level] ?? 30, fields, message));
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
