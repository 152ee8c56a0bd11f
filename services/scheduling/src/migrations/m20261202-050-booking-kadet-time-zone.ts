import { Migration } from '@mikro-orm/migrations';

/** The Kadet's time zone, from their account at booking time: their e-mails (also reminders) show times in it. */
export class SchedulingBookingKadetTimeZone extends Migration {
  override up(): void {
    this.addSql(`alter table "booking" add column "kadet_time_zone" text not null default 'Asia/Manila';`);
  }

  override down(): void {
    this.addSql('alter table "booking" drop column "kadet_time_zone";');
  }
}
