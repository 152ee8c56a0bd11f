import { Migration } from '@mikro-orm/migrations';

const CATEGORIES = `('marketing-branding', 'design', 'community-development', 'data', 'brand-management', 'business', 'operations', 'multimedia', 'research', 'math-logic', 'sales')`;

/** Careers, jobs, videos, events and registrations, FAQs, coaching resources, and the change feed. */
export class ContentCatalogue extends Migration {
  override up(): void {
    this.addSql(`create table "career" (
      "id" uuid primary key,
      "slug" text not null,
      "title" text not null,
      "category" text not null check ("category" in ${CATEGORIES}),
      "summary" text not null,
      "day_in_the_life" text not null,
      "key_tasks" jsonb not null,
      "skills" jsonb not null,
      "education" jsonb not null,
      "salary" jsonb null,
      "outlook" text not null,
      "related_career_ids" jsonb not null default '[]',
      "related_video_ids" jsonb not null default '[]',
      "published" boolean not null default false,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null
    );`);
    this.addSql('create unique index "career_slug_unique" on "career" ("slug");');
    // The public list pages by lower(title) (see CareersService), with or without a category.
    this.addSql('create index "career_published_title_index" on "career" ("published", lower("title"), "id");');
    this.addSql('create index "career_published_category_title_index" on "career" ("published", "category", lower("title"), "id");');

    this.addSql(`create table "job" (
      "id" uuid primary key,
      "title" text not null,
      "company" text not null,
      "location" text not null,
      "work_type" text not null check ("work_type" in ('ON_SITE', 'REMOTE', 'HYBRID')),
      "employment_type" text not null check ("employment_type" in ('FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP', 'FREELANCE')),
      "salary_min" integer null,
      "salary_max" integer null,
      "category" text not null check ("category" in ${CATEGORIES}),
      "description" text not null,
      "apply_url" text not null,
      "posted_at" timestamptz not null,
      "deadline" timestamptz null,
      "is_sample" boolean not null default false,
      "published" boolean not null default false,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null
    );`);
    this.addSql('create index "job_published_deadline_index" on "job" ("published", "deadline");');
    this.addSql('create index "job_posted_at_index" on "job" ("posted_at");');

    this.addSql(`create table "video" (
      "id" uuid primary key,
      "title" text not null,
      "speaker" text not null,
      "speaker_role" text not null,
      "youtube_id" text null,
      "duration_seconds" integer null,
      "categories" text[] not null,
      "published_on" date not null,
      "description" text not null default '',
      "published" boolean not null default false,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null
    );`);
    this.addSql('create index "video_published_on_index" on "video" ("published", "published_on");');
    this.addSql('create index "video_categories_index" on "video" using gin ("categories");');

    this.addSql(`create table "event" (
      "id" uuid primary key,
      "title" text not null,
      "description" text not null,
      "start_at" timestamptz not null,
      "end_at" timestamptz not null,
      "format" text not null check ("format" in ('ONLINE', 'ONSITE', 'HYBRID')),
      "location" text null,
      "online_url" text null,
      "banner_image_url" text null,
      "registration_close_at" timestamptz null,
      "capacity" integer null check ("capacity" is null or "capacity" >= 0),
      "needs_approval" boolean not null default false,
      "published" boolean not null default false,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      check ("end_at" > "start_at")
    );`);
    this.addSql('create index "event_published_end_at_index" on "event" ("published", "end_at");');

    this.addSql(`create table "event_registration" (
      "id" uuid primary key,
      "event_id" uuid not null references "event" ("id") on delete cascade,
      "user_id" uuid not null,
      "user_email" text not null,
      "user_name" text null,
      "status" text not null check ("status" in ('INTERESTED', 'APPLIED', 'APPROVED', 'WAITLISTED', 'REJECTED', 'COMPLETED', 'DROPPED_OUT')),
      "waitlisted_at" timestamptz null,
      "note" text null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null
    );`);
    this.addSql('create unique index "event_registration_event_id_user_id_unique" on "event_registration" ("event_id", "user_id");');
    this.addSql('create index "event_registration_event_status_index" on "event_registration" ("event_id", "status", "waitlisted_at");');
    this.addSql('create index "event_registration_user_id_index" on "event_registration" ("user_id");');

    this.addSql(`create table "faq" (
      "id" uuid primary key,
      "slug" text null,
      "question" text not null,
      "answer" text not null,
      "topic" text not null default 'General',
      "position" integer not null default 0,
      "published" boolean not null default false,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null
    );`);
    this.addSql('create unique index "faq_slug_unique" on "faq" ("slug");');

    this.addSql(`create table "coaching_resource" (
      "id" uuid primary key,
      "title" text not null,
      "body" text not null,
      "link_url" text null,
      "link_label" text null,
      "position" integer not null default 0,
      "published" boolean not null default false,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null
    );`);

    // The transactional outbox of the careers and videos feed (libs/contracts changes.ts).
    this.addSql(`create table "content_change" (
      "seq" bigserial primary key,
      "type" text not null check ("type" in ('CAREER', 'VIDEO')),
      "record_id" uuid not null,
      "action" text not null check ("action" in ('upserted', 'deleted')),
      "document" jsonb null,
      "at" timestamptz not null default now()
    );`);
    // One counter per kind of record, raised in the transaction of every write: the ETag source.
    // The "feed" row is also the lock that makes change-log order equal commit order.
    this.addSql(`create table "content_version" (
      "kind" text primary key,
      "version" bigint not null default 0,
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(
      `insert into "content_version" ("kind") values ('career'), ('video'), ('job'), ('event'), ('faq'), ('resource'), ('feed');`,
    );
    // Versions come from a sequence, which a rolled-back write never gives back: one version
    // number always means one state, so an ETag is never reused for different content.
    this.addSql('create sequence "content_version_seq";');
    // Seed records applied once (even if an admin deletes them later, the seed leaves them deleted).
    this.addSql(`create table "seed_applied" (
      "key" text primary key,
      "record_id" uuid null,
      "applied_at" timestamptz not null default now()
    );`);
  }

  override down(): void {
    this.addSql('drop sequence if exists "content_version_seq";');
    for (const table of [
      'seed_applied',
      'content_version',
      'content_change',
      'coaching_resource',
      'faq',
      'event_registration',
      'event',
      'video',
      'job',
      'career',
    ]) {
      this.addSql(`drop table if exists "${table}";`);
    }
  }
}
