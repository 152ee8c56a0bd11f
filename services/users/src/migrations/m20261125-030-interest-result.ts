import { Migration } from '@mikro-orm/migrations';

/** A Kadet's saved interest quiz result: points per RIASEC area, the code read from them, when taken. */
export class UsersInterestResult extends Migration {
  override up(): void {
    this.addSql(`alter table "user"
      add column "interest_scores" jsonb null,
      add column "interest_code" text null check ("interest_code" ~ '^[RIASEC]{0,3}$'),
      add column "interest_taken_at" timestamptz null;`);
  }

  override down(): void {
    this.addSql('alter table "user" drop column "interest_scores", drop column "interest_code", drop column "interest_taken_at";');
  }
}
