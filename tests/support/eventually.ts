export interface EventuallyOptions {
  /** How long to keep reading before giving up (ms). */
  timeoutMs?: number;
  /** The pause between two reads (ms). */
  intervalMs?: number;
}

/**
 * Reads until the read neither throws nor answers `false`, and returns what it answered: for what
 * another process does in its own time (an e-mail written, an index updated, a cache dropped).
 * `what` names the awaited state in the error thrown when it has not come within timeoutMs; that
 * error carries the last failed assertion, or the last answer.
 */
export async function eventually<T>(
  what: string,
  read: () => T | Promise<T>,
  { timeoutMs = 10_000, intervalMs = 50 }: EventuallyOptions = {},
): Promise<Exclude<T, false>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let last: { error: unknown } | { value: T };
    try {
      const value = await read();
      if (value !== false) {
        return value as Exclude<T, false>;
      }
      last = { value };
    } catch (error) {
      last = { error };
    }
    if (Date.now() >= deadline) {
      const why =
        'error' in last ? (last.error instanceof Error ? last.error.message : String(last.error)) : `still ${JSON.stringify(last.value)}`;
      throw new Error(`${what}: not within ${timeoutMs} ms; ${why}`, 'error' in last ? { cause: last.error } : undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
