import { Migration } from '@mikro-orm/migrations';

/**
 * The Filipino version of a challenge's and a week's texts (issue 29): a nullable jsonb with the
 * English columns' keys (null, or a key left out, shows the English), and when the seed's Filipino
 * version was applied to a demo challenge (once: an admin's later edits are never replaced).
 */
export class ApprenticeshipFilipinoTexts extends Migration {
  override up(): void {
    this.addSql('alter table "challenge" add column "fil" jsonb null, add column "fil_seeded_at" timestamptz null;');
    this.addSql('alter table "week" add column "fil" jsonb null;');
  }

  override down(): void {
    this.addSql('alter table "week" drop column "fil";');
    this.addSql('alter table "challenge" drop column "fil", drop column "fil_seeded_at";');
  }
}
