/** How long a stored outcome answers repeats of its key; older rows are replaced or swept. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/**
 * The SQL of a service's idempotency_keys table, for its migration (each service with a database
 * runs it in its own schema). A row is one write's outcome under a caller's key:
 * - scope: the caller's user id, or 'anonymous' (sign-up, log-in);
 * - key_hash: SHA-256 of the Idempotency-Key, never the key itself: the key also unlocks the reply;
 * - command: the message name, so one key may cover each write one HTTP request makes;
 * - fingerprint: SHA-256 of the HTTP request, so a different request with the key is refused;
 * - reply: the handler's answer, encrypted under the key (log-in answers carry session tokens,
 *   which the sessions table itself only keeps hashed).
 */
export function idempotencyTableSql(schema: string): string[] {
  const table = `"${schema}"."idempotency_keys"`;
  return [
    `create table ${table} (
      "scope" text not null,
      "key_hash" text not null,
      "command" text not null,
      "fingerprint" text not null,
      "reply" text not null,
      "created_at" timestamptz not null default now(),
      primary key ("scope", "key_hash", "command")
    );`,
    `create index "idempotency_keys_created_at_index" on ${table} ("created_at");`,
  ];
}

export function dropIdempotencyTableSql(schema: string): string[] {
  return [`drop table if exists "${schema}"."idempotency_keys";`];
}
