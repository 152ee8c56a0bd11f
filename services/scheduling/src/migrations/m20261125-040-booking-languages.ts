import { Migration } from '@mikro-orm/migrations';

/** The languages of both sides of a booking, so each one's e-mails (also reminders) are written in theirs. */
export class SchedulingBookingLanguages extends Migration {
  override up(): void {
    this.addSql(`alter table "booking"
      add column "coach_language" text not null default 'en' check ("coach_language" in ('en', 'fil')),
      add column "kadet_language" text not null default 'en' check ("kadet_language" in ('en', 'fil'));`);
  }

  override down(): void {
    this.addSql('alter table "booking" drop column "coach_language", drop column "kadet_language";');
  }
}
