import { Migration } from '@mikro-orm/migrations';

/** The language of each member and of each invite's sender, so every e-mail is written in the reader's. */
export class ApprenticeshipLanguages extends Migration {
  override up(): void {
    this.addSql(`alter table "membership" add column "language" text not null default 'en' check ("language" in ('en', 'fil'));`);
    this.addSql(
      `alter table "invite" add column "inviter_language" text not null default 'en' check ("inviter_language" in ('en', 'fil'));`,
    );
  }

  override down(): void {
    this.addSql('alter table "invite" drop column "inviter_language";');
    this.addSql('alter table "membership" drop column "language";');
  }
}
