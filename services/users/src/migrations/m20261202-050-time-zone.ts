import { Migration } from '@mikro-orm/migrations';

/**
 * Every account's IANA time zone (Asia/Manila until the person says otherwise), and the one a
 * sign-up waiting for its link was made with. A coach's zone moves from the coach profile to the
 * account, so there is one zone per person.
 */
export class UsersTimeZone extends Migration {
  override up(): void {
    this.addSql(`alter table "user" add column "time_zone" text not null default 'Asia/Manila';`);
    this.addSql(`update "user" set "time_zone" = c."time_zone" from "coach_profile" c where c."user_id" = "user"."id";`);
    // Kept for now (expand, then contract): a replica of the previous release still reads it during
    // a rolling update. Nothing writes it any more, so new rows take the default; a later
    // migration drops it.
    this.addSql(`alter table "coach_profile" alter column "time_zone" set default 'Asia/Manila';`);
    this.addSql(`alter table "signup_request" add column "time_zone" text not null default 'Asia/Manila';`);
  }

  override down(): void {
    this.addSql('alter table "signup_request" drop column "time_zone";');
    this.addSql(`update "coach_profile" set "time_zone" = u."time_zone" from "user" u where u."id" = "coach_profile"."user_id";`);
    this.addSql('alter table "user" drop column "time_zone";');
  }
}
