/** Keys masked wherever they appear in structured fields (a last line of defence, not a licence). */
export const REDACTED_KEYS = ['password', 'newPassword', 'currentPassword', 'token', 'idToken', 'authorization', 'cookie', 'secret'];

export const REDACTED = '[REDACTED]';

const MAX_DEPTH = 6;
const keys = new Set(REDACTED_KEYS.map((key) => key.toLowerCase()));
/** Each field name's verdict, kept for the names seen first (a log line's names repeat; this spares lower-casing each one per line). */
const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 1024;

function isSecretKey(key: string): boolean {
  let secret = verdicts.get(key);
  if (secret === undefined) {
    secret = keys.has(key.toLowerCase());
    if (verdicts.size < MAX_VERDICTS) {
      verdicts.set(key, secret);
    }
  }
  return secret;
}

const isTraversable = (value: unknown): value is Record<string, unknown> | unknown[] =>
  typeof value === 'object' && value !== null && (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype);

/**
 * The value with every property named in REDACTED_KEYS (any depth, any case) masked. Plain objects
 * and arrays are traversed; only those on the way to a masked property are copied, and the value
 * itself is returned when nothing matched (the common case costs one pass over the keys).
 */
export function redact<T>(value: T, depth = 0): T {
  if (!isTraversable(value) || depth > MAX_DEPTH) {
    return value;
  }
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, i) => {
      const masked = redact(item, depth + 1);
      if (masked !== item) {
        copy ??= [...value];
        copy[i] = masked;
      }
    });
    return (copy ?? value) as T;
  }
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const item = value[key];
    const masked = isSecretKey(key) ? REDACTED : redact(item, depth + 1);
    if (masked !== item) {
      copy ??= { ...value };
      copy[key] = masked;
    }
  }
  return (copy ?? value) as T;
}
