import { redact } from './redact';

/** pino's level numbers, named as Nest names them in text lines. */
const LEVEL_NAMES: Record<number, string> = { 10: 'VERBOSE', 20: 'DEBUG', 30: 'LOG', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

// Nest's console colours for each level, and yellow for the context.
const LEVEL_COLOURS: Record<number, string> = {
  10: '\x1b[96m',
  20: '\x1b[95m',
  30: '\x1b[32m',
  40: '\x1b[33m',
  50: '\x1b[31m',
  60: '\x1b[1m\x1b[31m',
};
/** Each level's name as the line shows it, padded to seven characters. */
const PADDED_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(LEVEL_NAMES).map(([level, name]) => [level, name.padStart(7)]),
);
const YELLOW = '\x1b[33m';
const RESET = '\x1b[39m\x1b[22m';

/** Fields a text line shows in its head (or below it, for a stack), not as key=value. */
const HEAD_FIELDS = new Set(['service', 'context', 'requestId', 'message', 'stack', 'error']);

/** What one text line is made of: pino's level number, the time, and the fields given with it. */
export interface TextRecord {
  level: number;
  time: string;
  fields: Record<string, unknown>;
  message: unknown;
}

const paint = (colour: string | undefined, text: string, colours: boolean) => (colours && colour ? `${colour}${text}${RESET}` : text);

function stringify(value: unknown): string {
  if (typeof value === 'string') {
    return value;
  }
  // As JSON.stringify writes them, without its cost (a number on every access line).
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') {
    return String(value);
  }
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * One entry in the text format for people, Nest's console layout:
 * `[lakbay:bff] 4242  - 2026-12-02T00:31:37.120Z     LOG [HTTP] (req-1) GET /x 200 1.2 ms userId=u-1`,
 * then the stack of an error on the lines below.
 */
export function formatText({ level, time, fields: given, message }: TextRecord, colours: boolean, pid = process.pid): string {
  const fields = redact(given);
  const name = PADDED_NAMES[level] ?? '    LOG';
  const colour = LEVEL_COLOURS[level];
  const service = typeof fields.service === 'string' ? fields.service : 'lakbay';
  let line = colours
    ? `${paint(colour, `[lakbay:${service}] ${pid}  - `, colours)}${time} ${paint(colour, name, colours)} `
    : `[lakbay:${service}] ${pid}  - ${time} ${name} `;
  if (typeof fields.context === 'string' && fields.context) {
    line += paint(YELLOW, `[${fields.context}] `, colours);
  }
  if (typeof fields.requestId === 'string' && fields.requestId) {
    line += `(${fields.requestId}) `;
  }
  line += paint(colour, typeof message === 'string' ? message : stringify(redact(message) ?? ''), colours);
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    if (value !== undefined && !HEAD_FIELDS.has(key)) {
      line += ` ${key}=${stringify(value)}`;
    }
  }
  const stack = typeof fields.stack === 'string' ? fields.stack : fields.error instanceof Error ? fields.error.stack : undefined;
  return stack ? `${line}\n${stack}\n` : `${line}\n`;
}
