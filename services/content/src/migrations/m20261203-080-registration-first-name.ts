import { Migration } from '@mikro-orm/migrations';

/**
 * The registrant's first name, which the e-mails greet by (user_name holds the full name admins
 * see). Earlier rows hold a username there: they greet "Hi there," until the next registration.
 */
export class ContentRegistrationFirstName extends Migration {
  override up(): void {
    this.addSql('alter table "event_registration" add column "user_first_name" text null;');
  }

  override down(): void {
    this.addSql('alter table "event_registration" drop column "user_first_name";');
  }
}
