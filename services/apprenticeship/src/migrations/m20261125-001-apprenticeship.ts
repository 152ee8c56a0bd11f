import { dropIdempotencyTableSql, idempotencyTableSql, outboxTableSql } from '@lakbay/platform';
import { Migration } from '@mikro-orm/migrations';

const DAY = `check ("%s" ~ '^\\d{4}-\\d{2}-\\d{2}$')`;
const day = (column: string) => DAY.replace('%s', column);

/** Challenges and weeks, groups ("team"), memberships, invites, submissions, uploads, certificates; outbox and idempotency keys. */
export class ApprenticeshipTables extends Migration {
  override up(): void {
    this.addSql(`create table "challenge" (
      "id" uuid primary key,
      "slug" text not null unique,
      "title" text not null,
      "partner_name" text not null,
      "partner_logo_url" text null,
      "partner_website" text null,
      "category" text not null,
      "summary" text not null,
      "description" text not null,
      "cover_image_url" text null,
      "start_date" text not null ${day('start_date')},
      "end_date" text not null ${day('end_date')},
      "application_deadline" text not null ${day('application_deadline')},
      "slots" integer not null check ("slots" > 0),
      "application_types" jsonb not null,
      "max_group_size" integer not null check ("max_group_size" between 1 and 10),
      "status" text not null check ("status" in ('DRAFT', 'OPEN', 'RUNNING', 'CLOSED')),
      "created_at" timestamptz not null
    );`);

    this.addSql(`create table "week" (
      "id" uuid primary key,
      "challenge_id" uuid not null references "challenge" ("id") on delete cascade,
      "number" integer not null check ("number" > 0),
      "title" text not null,
      "brief" text not null,
      "resources" jsonb not null default '[]',
      "deliverable" text not null,
      "due_date" text not null ${day('due_date')}
    );`);
    this.addSql('create unique index "week_challenge_number_unique" on "week" ("challenge_id", "number");');

    // A group of a challenge ("group" is a reserved word). Every change of its members, invites
    // answered into it, submissions and reviews locks this row first (SELECT ... FOR UPDATE), so its
    // size and its attempt numbers are checked one change after the other.
    this.addSql(`create table "team" (
      "id" uuid primary key,
      "challenge_id" uuid not null references "challenge" ("id"),
      "leader_id" uuid not null,
      "name" text not null,
      "application_type" text not null check ("application_type" in ('INDIVIDUAL', 'GROUP')),
      "status" text not null check ("status" in ('PENDING', 'APPROVED', 'REJECTED')),
      "why_join" text not null,
      "what_qualities" text not null,
      "additional_comments" text not null,
      "send_resume_and_contact" boolean not null,
      "participate_internship" boolean not null,
      "is_first_work_experience" boolean not null,
      "resume_file_id" uuid null,
      "accepted_weeks" integer not null default 0,
      "submitted_weeks" integer not null default 0,
      "merit" text null check ("merit" in ('OUTSTANDING', 'COMMENDABLE', 'SATISFACTORY')),
      "completed_at" timestamptz null,
      "reviewed_at" timestamptz null,
      "created_at" timestamptz not null
    );`);
    this.addSql('create index "team_challenge_index" on "team" ("challenge_id", "status");');

    // A person is in at most one group per challenge: the unique index settles every race.
    this.addSql(`create table "membership" (
      "id" uuid primary key,
      "team_id" uuid not null references "team" ("id") on delete cascade,
      "challenge_id" uuid not null,
      "user_id" uuid not null,
      "name" text not null,
      "email" text not null,
      "joined_at" timestamptz not null
    );`);
    this.addSql('create unique index "membership_challenge_user_unique" on "membership" ("challenge_id", "user_id");');
    this.addSql('create index "membership_team_index" on "membership" ("team_id", "joined_at");');

    this.addSql(`create table "invite" (
      "id" uuid primary key,
      "team_id" uuid not null,
      "challenge_id" uuid not null,
      "email" text not null,
      "token_hash" text not null unique,
      "status" text not null check ("status" in ('PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN')),
      "inviter_id" uuid not null,
      "inviter_name" text not null,
      "expires_at" timestamptz not null,
      "created_at" timestamptz not null,
      "answered_at" timestamptz null,
      "answered_by_id" uuid null,
      "answered_by_email" text null
    );`);
    this.addSql('create index "invite_team_index" on "invite" ("team_id");');
    this.addSql('create index "invite_email_index" on "invite" ("challenge_id", "email");');
    this.addSql(`create unique index "invite_open_unique" on "invite" ("team_id", "email") where "status" = 'PENDING';`);

    this.addSql(`create table "submission" (
      "id" uuid primary key,
      "team_id" uuid not null references "team" ("id") on delete cascade,
      "challenge_id" uuid not null,
      "week_id" uuid not null references "week" ("id"),
      "week_number" integer not null,
      "attempt" integer not null check ("attempt" > 0),
      "links" jsonb not null default '[]',
      "notes" text not null,
      "submitted_by_id" uuid not null,
      "submitted_by_name" text not null,
      "submitted_at" timestamptz not null,
      "review_status" text not null check ("review_status" in ('PENDING_REVIEW', 'ACCEPTED', 'NEEDS_UPDATE')),
      "feedback" text null,
      "reviewed_at" timestamptz null,
      "reviewer_id" uuid null
    );`);
    this.addSql('create unique index "submission_attempt_unique" on "submission" ("team_id", "week_id", "attempt");');
    this.addSql('create index "submission_review_index" on "submission" ("review_status", "submitted_at");');

    this.addSql(`create table "upload" (
      "id" uuid primary key,
      "team_id" uuid not null references "team" ("id") on delete cascade,
      "owner_id" uuid not null,
      "kind" text not null check ("kind" in ('RESUME', 'SUBMISSION')),
      "submission_id" uuid null references "submission" ("id") on delete cascade,
      "stored_name" text not null,
      "name" text not null,
      "size" integer not null,
      "content_type" text not null,
      "created_at" timestamptz not null
    );`);
    this.addSql('create index "upload_submission_index" on "upload" ("submission_id");');

    this.addSql(`create table "certificate" (
      "code" text primary key,
      "team_id" uuid not null,
      "challenge_id" uuid not null,
      "user_id" uuid not null,
      "holder_name" text not null,
      "merit" text not null,
      "completed_at" timestamptz not null,
      "revoked_at" timestamptz null,
      "revoked_reason" text null,
      "revoked_by" uuid null
    );`);
    this.addSql('create unique index "certificate_team_user_unique" on "certificate" ("team_id", "user_id");');

    for (const statement of [...outboxTableSql('apprenticeship').up, ...idempotencyTableSql('apprenticeship')]) {
      this.addSql(statement);
    }
  }

  override down(): void {
    for (const statement of [...dropIdempotencyTableSql('apprenticeship'), ...outboxTableSql('apprenticeship').down]) {
      this.addSql(statement);
    }
    for (const name of ['certificate', 'upload', 'submission', 'invite', 'membership', 'team', 'week', 'challenge']) {
      this.addSql(`drop table if exists "${name}";`);
    }
  }
}
