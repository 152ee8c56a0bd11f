import { Migration } from '@mikro-orm/migrations';

/**
 * First names for greetings, now that kadet_name holds the full name others see. Earlier rows
 * stored the Kadet's greeting name in kadet_name, so it is their first name; a coach's is the
 * first word of the display name they were booked under.
 */
export class SchedulingBookingFirstNames extends Migration {
  override up(): void {
    this.addSql('alter table "booking" add column "kadet_first_name" text null, add column "coach_first_name" text null;');
    this.addSql(
      `update "booking" set "kadet_first_name" = "kadet_name", "coach_first_name" = nullif(split_part(trim("coach_name"), ' ', 1), '');`,
    );
    this.addSql(`update "booking" set "kadet_first_name" = null where "kadet_email" like '%@deleted.invalid';`);
    this.addSql(`update "booking" set "coach_first_name" = null where "coach_email" like '%@deleted.invalid';`);
  }

  override down(): void {
    this.addSql('alter table "booking" drop column "kadet_first_name", drop column "coach_first_name";');
  }
}
