import { Migration } from '@mikro-orm/migrations';

/**
 * Profiles, onboarding, Google identities, coach profiles and allowlist, one-time tokens (password
 * reset, Google redirect codes), the audit log and the coach change log (transactional outbox).
 */
export class ProfilesAndAdmin extends Migration {
  override up(): void {
    this.addSql(`alter table "user"
      add column "avatar_file" text null,
      add column "email_verified" boolean not null default false,
      add column "google_sub" text null,
      add column "first_name" text null,
      add column "last_name" text null,
      add column "province" text null,
      add column "city" text null,
      add column "school" text null,
      add column "degree" text null,
      add column "year_level" text null,
      add column "student_status" text null,
      add column "job_search_stage" text null,
      add column "career_interests" jsonb not null default '[]',
      add column "bio" text null,
      add column "data_privacy_consent_at" timestamptz null,
      add column "onboarding_step" integer null;`);
    this.addSql('create unique index "user_google_sub_unique" on "user" ("google_sub");');
    // Accounts made before onboarding existed: those with a username have finished it.
    this.addSql(`update "user" set "onboarding_step" = case when "username" is null then 2 else null end;`);
    this.addSql(`create table "coach_profile" (
      "user_id" uuid primary key references "user" ("id") on delete cascade,
      "display_name" text null,
      "slug" text null,
      "headline" text null,
      "expertise" jsonb not null default '[]',
      "years_of_experience" integer null,
      "bio" text null,
      "languages" jsonb not null default '[]',
      "linkedin_url" text null,
      "meeting_link" text null,
      "time_zone" text not null default 'Asia/Manila',
      "updated_at" timestamptz not null
    );`);
    this.addSql('create unique index "coach_profile_slug_unique" on "coach_profile" ("slug");');
    this.addSql(`create table "coach_allowlist" (
      "email" text primary key,
      "added_by" uuid null,
      "created_at" timestamptz not null
    );`);
    this.addSql(`create table "one_time_token" (
      "id" uuid primary key,
      "user_id" uuid not null references "user" ("id") on delete cascade,
      "purpose" text not null,
      "token_hash" text not null,
      "created_at" timestamptz not null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null
    );`);
    this.addSql('create unique index "one_time_token_token_hash_unique" on "one_time_token" ("token_hash");');
    this.addSql('create index "one_time_token_user_id_index" on "one_time_token" ("user_id");');
    this.addSql(`create table "audit_log" (
      "id" uuid primary key,
      "at" timestamptz not null,
      "actor_id" uuid not null,
      "emulated_user_id" uuid null,
      "action" text not null,
      "method" text null,
      "path" text null,
      "details" jsonb not null default '{}'
    );`);
    this.addSql('create index "audit_log_at_index" on "audit_log" ("at" desc);');
    this.addSql(`create table "change_log" (
      "seq" serial primary key,
      "record_type" text not null,
      "record_id" uuid not null,
      "action" text not null,
      "document" jsonb null,
      "at" timestamptz not null
    );`);
  }

  override down(): void {
    this.addSql('drop table if exists "change_log";');
    this.addSql('drop table if exists "audit_log";');
    this.addSql('drop table if exists "one_time_token";');
    this.addSql('drop table if exists "coach_allowlist";');
    this.addSql('drop table if exists "coach_profile";');
    this.addSql('drop index if exists "user_google_sub_unique";');
    this.addSql(`alter table "user"
      drop column "avatar_file", drop column "email_verified", drop column "google_sub", drop column "first_name",
      drop column "last_name", drop column "province", drop column "city", drop column "school", drop column "degree",
      drop column "year_level", drop column "student_status", drop column "job_search_stage", drop column "career_interests",
      drop column "bio", drop column "data_privacy_consent_at", drop column "onboarding_step";`);
  }
}
