import { Migration } from '@mikro-orm/migrations';

/** Data exports (DataExport) and deleted accounts (user.deleted_at). */
export class Privacy extends Migration {
  override up(): void {
    this.addSql(`create table "data_export" (
      "id" uuid primary key,
      "user_id" uuid not null,
      "requested_at" timestamptz not null,
      "file" text null,
      "token_hash" text null unique,
      "ready_at" timestamptz null,
      "expires_at" timestamptz null
    )`);
    this.addSql('create index "data_export_user_id_idx" on "data_export" ("user_id", "requested_at")');
    this.addSql('alter table "user" add column "deleted_at" timestamptz null');
  }

  override down(): void {
    this.addSql('alter table "user" drop column "deleted_at"');
    this.addSql('drop table if exists "data_export"');
  }
}
