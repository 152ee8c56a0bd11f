import { dropIdempotencyTableSql, idempotencyTableSql, outboxTableSql } from '@lakbay/platform';
import { Migration } from '@mikro-orm/migrations';

/** Trainings, availability windows read from calendars, the sync state, bookings; outbox and idempotency keys. */
export class SchedulingTables extends Migration {
  override up(): void {
    this.addSql(`create table "training" (
      "id" uuid primary key,
      "coach_id" uuid not null,
      "slug" text not null,
      "title" text not null,
      "description" text not null,
      "duration_minutes" integer not null check ("duration_minutes" between 15 and 240),
      "buffer_before_minutes" integer not null default 0 check ("buffer_before_minutes" between 0 and 120),
      "buffer_after_minutes" integer not null default 0 check ("buffer_after_minutes" between 0 and 120),
      "questions" jsonb not null default '[]',
      "position" integer not null default 0
    );`);
    this.addSql('create unique index "training_coach_slug_unique" on "training" ("coach_id", "slug");');

    // One row per coach who has windows or bookings: bookings lock it, so two bookings of one coach
    // are checked for overlap one after the other (the database settles races, not timing).
    this.addSql(`create table "coach_calendar" (
      "coach_id" uuid primary key,
      "created_at" timestamptz not null default now()
    );`);

    this.addSql(`create table "availability_window" (
      "id" bigserial primary key,
      "coach_id" uuid not null,
      "starts_at" timestamptz not null,
      "ends_at" timestamptz not null check ("ends_at" > "starts_at"),
      "source_uid" text not null,
      "summary" text not null
    );`);
    this.addSql('create index "availability_window_coach_start_index" on "availability_window" ("coach_id", "starts_at");');

    this.addSql(`create table "calendar_sync" (
      "id" integer primary key check ("id" = 1),
      "etag" text null,
      "last_summary" jsonb null,
      "coach_problems" jsonb null,
      "last_success_at" timestamptz null
    );`);

    this.addSql(`create table "booking" (
      "id" uuid primary key,
      "coach_id" uuid not null,
      "coach_slug" text not null,
      "coach_name" text not null,
      "coach_email" text not null,
      "coach_time_zone" text not null,
      "meeting_link" text null,
      "kadet_id" uuid not null,
      "kadet_name" text not null,
      "kadet_email" text not null,
      "training_slug" text not null,
      "training_title" text not null,
      "duration_minutes" integer not null,
      "starts_at" timestamptz not null,
      "ends_at" timestamptz not null check ("ends_at" > "starts_at"),
      "blocked_from" timestamptz not null,
      "blocked_to" timestamptz not null check ("blocked_to" > "blocked_from"),
      "status" text not null check ("status" in ('CONFIRMED', 'CANCELLED', 'RESCHEDULED', 'COMPLETED', 'NO_SHOW')),
      "answers" jsonb not null default '{}',
      "ical_uid" text not null,
      "version" integer not null default 0,
      "reminded_version" integer null,
      "cancellation_reason" text null,
      "cancelled_by" text null check ("cancelled_by" in ('kadet', 'coach')),
      "cancelled_at" timestamptz null,
      "late_cancel" boolean not null default false,
      "rescheduled_from_id" uuid null,
      "rescheduled_to_id" uuid null,
      "no_show_marked_by" text null check ("no_show_marked_by" in ('kadet', 'coach')),
      "review_rating" integer null check ("review_rating" between 1 and 5),
      "review_comment" text null,
      "reviewed_at" timestamptz null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null
    );`);
    this.addSql(`create index "booking_coach_confirmed_index" on "booking" ("coach_id", "blocked_from") where "status" = 'CONFIRMED';`);
    this.addSql('create index "booking_kadet_index" on "booking" ("kadet_id", "starts_at");');
    this.addSql('create index "booking_coach_index" on "booking" ("coach_id", "starts_at");');

    for (const statement of [...outboxTableSql('scheduling').up, ...idempotencyTableSql('scheduling')]) {
      this.addSql(statement);
    }
  }

  override down(): void {
    for (const statement of [...dropIdempotencyTableSql('scheduling'), ...outboxTableSql('scheduling').down]) {
      this.addSql(statement);
    }
    for (const table of ['booking', 'calendar_sync', 'availability_window', 'coach_calendar', 'training']) {
      this.addSql(`drop table if exists "${table}";`);
    }
  }
}
