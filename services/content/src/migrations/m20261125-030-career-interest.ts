import { Migration } from '@mikro-orm/migrations';

/**
 * Each career's Holland code (1 to 3 RIASEC letters, strongest first) for interest-based
 * suggestions, keyed by the career's slug: kept apart from the career row so the seed catalogue
 * and admin edits of careers never touch it. A career without a row is never suggested.
 */
export class ContentCareerInterest extends Migration {
  override up(): void {
    this.addSql(`create table "career_interest" (
      "career_slug" text primary key,
      "areas" text not null check ("areas" ~ '^[RIASEC]{1,3}$'),
      "updated_at" timestamptz not null default now()
    );`);
  }

  override down(): void {
    this.addSql('drop table "career_interest";');
  }
}
