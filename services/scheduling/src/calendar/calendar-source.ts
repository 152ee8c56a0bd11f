import { stat, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The calendar feed could not be fetched; the message names the feed (password redacted) and the cause. */
export class CalendarFetchError extends Error {
  override name = 'CalendarFetchError';
}

/** What the previous successful fetch left behind, sent back to skip an unchanged feed. */
export interface CalendarValidator {
  /** The HTTP ETag, or for a file a weak tag made of its size and modification time; null when the source gave none. */
  etag: string | null;
}

export type CalendarFetch =
  | { status: 'unchanged' }
  | {
      status: 'fetched';
      /** The feed's text, decoded as UTF-8. */
      body: string;
      /** Validator to keep for the next fetch; null when the source gave none. */
      etag: string | null;
    };

export interface CalendarFetchOptions {
  /** Longest wait for an HTTP answer, body included, in milliseconds (default 15 000). */
  timeoutMs?: number;
  /** Largest feed accepted, in bytes (default 5 MiB). */
  maxBytes?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Fetches the scheduling calendar from an http(s) URL or a file (path or file:// URL), or answers
 * 'unchanged' when the previous validator still matches. Every failure is a CalendarFetchError.
 */
export async function fetchCalendar(
  source: string,
  previous: CalendarValidator | null,
  opts: CalendarFetchOptions = {},
): Promise<CalendarFetch> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  if (/^https?:\/\//i.test(source)) {
    return fetchHttp(source, previous, timeoutMs, maxBytes);
  }
  const path = /^file:\/\//i.test(source) ? fileURLToPath(source) : resolve(source);
  return fetchFile(path, previous, maxBytes);
}

async function fetchHttp(url: string, previous: CalendarValidator | null, timeoutMs: number, maxBytes: number): Promise<CalendarFetch> {
  const name = `Calendar feed ${redactPassword(url)}`;
  const headers: Record<string, string> = { accept: 'text/calendar, */*;q=0.5' };
  if (previous?.etag) {
    headers['if-none-match'] = previous.etag;
  }
  // fetch refuses URLs with credentials; they travel as Basic authentication instead.
  const target = new URL(url);
  if (target.username || target.password) {
    const user = decodeURIComponent(target.username);
    const password = decodeURIComponent(target.password);
    headers.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    target.username = '';
    target.password = '';
  }
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(target, { headers, signal, redirect: 'follow' });
  } catch (error) {
    throw networkError(name, error, timeoutMs);
  }
  if (response.status === 304) {
    await response.body?.cancel();
    return { status: 'unchanged' };
  }
  if (response.status < 200 || response.status > 299) {
    await response.body?.cancel();
    throw new CalendarFetchError(`${name} answered HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge(name, maxBytes);
  }
  let body: string;
  try {
    body = await readLimited(response, maxBytes, name);
  } catch (error) {
    throw error instanceof CalendarFetchError ? error : networkError(name, error, timeoutMs);
  }
  return { status: 'fetched', body, etag: response.headers.get('etag') };
}

// Reads the body chunk by chunk so a server that sends no (or a false) Content-Length
// cannot make us hold more than maxBytes.
async function readLimited(response: Response, maxBytes: number, name: string): Promise<string> {
  if (!response.body) {
    return '';
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      break;
    }
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(name, maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function fetchFile(path: string, previous: CalendarValidator | null, maxBytes: number): Promise<CalendarFetch> {
  const name = `Calendar feed file ${path}`;
  let info: Awaited<ReturnType<typeof statBig>>;
  try {
    info = await statBig(path);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') {
      throw new CalendarFetchError(`${name} does not exist`, { cause: error });
    }
    throw new CalendarFetchError(`${name} could not be read: ${describe(error)}`, { cause: error });
  }
  if (!info.isFile()) {
    throw new CalendarFetchError(`${name} is not a file`);
  }
  // Nanosecond mtime with the size: a rewrite within the same millisecond still changes the tag.
  const etag = `W/"${info.size}-${info.mtimeNs}"`;
  if (previous?.etag === etag) {
    return { status: 'unchanged' };
  }
  if (info.size > BigInt(maxBytes)) {
    throw tooLarge(name, maxBytes);
  }
  try {
    return { status: 'fetched', body: await readFile(path, 'utf8'), etag };
  } catch (error) {
    throw new CalendarFetchError(`${name} could not be read: ${describe(error)}`, { cause: error });
  }
}

function statBig(path: string) {
  return stat(path, { bigint: true });
}

function networkError(name: string, error: unknown, timeoutMs: number): CalendarFetchError {
  const errorName = field(error, 'name');
  if (errorName === 'TimeoutError' || errorName === 'AbortError') {
    return new CalendarFetchError(`${name} did not answer within ${timeoutMs} ms`, { cause: error });
  }
  // undici reports "fetch failed" and keeps the useful part (ECONNREFUSED, ENOTFOUND...) in cause.
  const cause = field(error, 'cause') ?? error;
  return new CalendarFetchError(`${name} could not be reached: ${describe(cause)}`, { cause: error });
}

function tooLarge(name: string, maxBytes: number): CalendarFetchError {
  return new CalendarFetchError(`${name} is larger than the ${maxBytes} bytes allowed`);
}

function describe(error: unknown): string {
  const code = errorCode(error);
  const message = typeof field(error, 'message') === 'string' ? String(field(error, 'message')) : String(error);
  return code && !message.includes(code) ? `${code} ${message}` : message;
}

function errorCode(error: unknown): string | undefined {
  const code = field(error, 'code');
  return typeof code === 'string' ? code : undefined;
}

// Duck-typed on purpose: errors from fetch and fs may come from another realm (Jest's VM
// modules, worker threads), where instanceof Error and DOMException are false.
function field(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null && key in error ? (error as Record<string, unknown>)[key] : undefined;
}

// Feed URLs may carry credentials (https://user:secret@host/...); they must not reach logs or the coach's screen.
function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) {
      parsed.password = '***';
    }
    return parsed.toString();
  } catch {
    return url.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
  }
}
