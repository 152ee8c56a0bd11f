import { Migration } from '@mikro-orm/migrations';

/** The inviter's time zone: an invite's expiry is written in it (the invitee may have no account, so no zone). */
export class ApprenticeshipInviteTimeZone extends Migration {
  override up(): void {
    this.addSql(`alter table "invite" add column "inviter_time_zone" text not null default 'Asia/Manila';`);
  }

  override down(): void {
    this.addSql('alter table "invite" drop column "inviter_time_zone";');
  }
}
