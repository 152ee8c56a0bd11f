import { Migration } from '@mikro-orm/migrations';

export class AccountsAndSessions extends Migration {
  override up(): void {
    this.addSql(`create table "user" (
      "id" uuid primary key,
      "email" text not null,
      "password_hash" text null,
      "username" text null,
      "is_coach" boolean not null default false,
      "is_admin" boolean not null default false,
      "is_active" boolean not null default true,
      "avatar_url" text null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null
    );`);
    this.addSql('create unique index "user_email_unique" on "user" ("email");');
    this.addSql('create unique index "user_username_lower_unique" on "user" (lower("username"));');
    this.addSql(`create table "session" (
      "id" uuid primary key,
      "user_id" uuid not null references "user" ("id") on delete cascade,
      "token_hash" text not null,
      "created_at" timestamptz not null,
      "expires_at" timestamptz not null,
      "revoked_at" timestamptz null,
      "user_agent" text null,
      "ip" text null
    );`);
    this.addSql('create unique index "session_token_hash_unique" on "session" ("token_hash");');
    this.addSql('create index "session_user_id_index" on "session" ("user_id");');
  }

  override down(): void {
    this.addSql('drop table if exists "session";');
    this.addSql('drop table if exists "user";');
  }
}
