import { Migration } from '@mikro-orm/migrations';

/** The interface and e-mail language of each account, and of a sign-up waiting for its link. */
export class UsersLanguage extends Migration {
  override up(): void {
    this.addSql(`alter table "user" add column "language" text not null default 'en' check ("language" in ('en', 'fil'));`);
    this.addSql(`alter table "signup_request" add column "language" text not null default 'en' check ("language" in ('en', 'fil'));`);
  }

  override down(): void {
    this.addSql('alter table "signup_request" drop column "language";');
    this.addSql('alter table "user" drop column "language";');
  }
}
