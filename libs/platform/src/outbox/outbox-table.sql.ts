/**
 * The `outbox` table for a service's migrations, in its schema:
 *   override up() { outboxTableSql('scheduling').up.forEach((sql) => this.addSql(sql)); }
 * A table shipped this way changes only by a later migration of that service, never by editing this.
 */
export function outboxTableSql(schema: string): { up: string[]; down: string[] } {
  const table = `"${schema}"."outbox"`;
  return {
    up: [
      `create table ${table} (
        "id" uuid primary key,
        "name" text not null,
        "data" jsonb not null,
        "run_at" timestamptz not null,
        "created_at" timestamptz not null,
        "request_id" text null,
        "enqueued_at" timestamptz null,
        "completed_at" timestamptz null,
        "failed_at" timestamptz null,
        "checked_at" timestamptz null,
        "attempts" integer not null default 0
      );`,
      // What the relay and reconciliation scan: pending rows, and enqueued rows not finished.
      `create index "outbox_pending_index" on ${table} ("created_at") where "enqueued_at" is null;`,
      `create index "outbox_unfinished_index" on ${table} ("checked_at" nulls first)
        where "enqueued_at" is not null and "completed_at" is null and "failed_at" is null;`,
    ],
    down: [`drop table if exists ${table};`],
  };
}
