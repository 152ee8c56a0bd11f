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

/**
 * Why a row's job gave up (last_error) and how many times an admin sent it again (redrives), for the
 * admin page Follow-up work; a later migration of each service with an outbox:
 *   override up() { outboxLastErrorSql('scheduling').up.forEach((sql) => this.addSql(sql)); }
 */
export function outboxLastErrorSql(schema: string): { up: string[]; down: string[] } {
  const table = `"${schema}"."outbox"`;
  return {
    up: [
      `alter table ${table} add column "last_error" text null;`,
      `alter table ${table} add column "redrives" integer not null default 0;`,
      `create index "outbox_failed_index" on ${table} ("failed_at") where "failed_at" is not null;`,
    ],
    down: [
      `drop index if exists "${schema}"."outbox_failed_index";`,
      `alter table ${table} drop column "redrives";`,
      `alter table ${table} drop column "last_error";`,
    ],
  };
}
