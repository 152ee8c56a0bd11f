import { Migration } from '@mikro-orm/migrations';

/**
 * Who changed which content, and when: one row per admin create, update or delete (and per
 * registration decision), written in the same transaction as the change. actor_id is the user the
 * call acted as, real_admin_id the admin behind an emulation; both come from the actor the BFF
 * signed (CallContextInterceptor), never from the message body.
 */
export class ContentAudit extends Migration {
  override up(): void {
    this.addSql(`create table "audit_log" (
      "id" bigserial primary key,
      "at" timestamptz not null default clock_timestamp(),
      "actor_id" uuid not null,
      "real_admin_id" uuid null,
      "kind" text not null,
      "record_id" uuid not null,
      "op" text not null check ("op" in ('create', 'update', 'delete'))
    );`);
    this.addSql('create index "audit_log_record_index" on "audit_log" ("kind", "record_id", "at");');
  }

  override down(): void {
    this.addSql('drop table if exists "audit_log";');
  }
}
