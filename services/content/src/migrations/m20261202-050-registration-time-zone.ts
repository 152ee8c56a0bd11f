import { Migration } from '@mikro-orm/migrations';

/** The registrant's time zone, so every registration e-mail shows the event's time in it. */
export class ContentRegistrationTimeZone extends Migration {
  override up(): void {
    this.addSql(`alter table "event_registration" add column "user_time_zone" text not null default 'Asia/Manila';`);
  }

  override down(): void {
    this.addSql('alter table "event_registration" drop column "user_time_zone";');
  }
}
