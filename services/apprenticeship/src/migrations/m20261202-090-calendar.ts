import { Migration } from '@mikro-orm/migrations';

/**
 * The calendar: late days a challenge allows, late hand-ins, when each week's notices went out
 * (set once, by the replica whose conditional UPDATE wins), and a completion's override reason.
 */
export class ApprenticeshipCalendar extends Migration {
  override up(): void {
    this.addSql('alter table "challenge" add column "late_days" integer not null default 0;');
    this.addSql('alter table "submission" add column "late" boolean not null default false;');
    this.addSql('alter table "week" add column "opened_notice_at" timestamptz null, add column "due_notice_at" timestamptz null;');
    this.addSql('alter table "team" add column "override_reason" text null;');
  }

  override down(): void {
    this.addSql('alter table "team" drop column "override_reason";');
    this.addSql('alter table "week" drop column "opened_notice_at", drop column "due_notice_at";');
    this.addSql('alter table "submission" drop column "late";');
    this.addSql('alter table "challenge" drop column "late_days";');
  }
}
