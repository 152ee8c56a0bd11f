import { Migration } from '@mikro-orm/migrations';

/** The language of the registrant, so every registration e-mail (also the admin's) is written in it. */
export class ContentRegistrationLanguage extends Migration {
  override up(): void {
    this.addSql(
      `alter table "event_registration" add column "user_language" text not null default 'en' check ("user_language" in ('en', 'fil'));`,
    );
  }

  override down(): void {
    this.addSql('alter table "event_registration" drop column "user_language";');
  }
}
