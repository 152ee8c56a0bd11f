import { Migration } from '@mikro-orm/migrations';

/**
 * The PostgreSQL file store's tables, in its own schema (the migrator runs with that schema as the
 * search path). A file's row is written first, unfinished and nameless; its bytes follow chunk by
 * chunk; the name is set when the save ends.
 */
export class FilesTables extends Migration {
  override up(): void {
    this.addSql(`create table "file" (
      "id" uuid primary key,
      "name" text null,
      "size" bigint not null default 0,
      "saved_at" timestamptz not null,
      "finished" boolean not null default false
    );`);
    this.addSql('create unique index "file_name_unique" on "file" ("name");');
    this.addSql('create index "file_unfinished_saved_at_index" on "file" ("saved_at") where not "finished";');
    this.addSql(`create table "chunk" (
      "file_id" uuid not null references "file" ("id") on delete cascade,
      "seq" integer not null,
      "data" bytea not null,
      primary key ("file_id", "seq")
    );`);
  }

  override down(): void {
    this.addSql('drop table if exists "chunk";');
    this.addSql('drop table if exists "file";');
  }
}
