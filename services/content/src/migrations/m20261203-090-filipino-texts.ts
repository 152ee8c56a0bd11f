import { Migration } from '@mikro-orm/migrations';

const TABLES = ['career', 'faq', 'coaching_resource', 'event', 'video', 'job'];

/**
 * The Filipino version of each content record's texts (issue 29): one nullable jsonb column with
 * the same text keys as the English columns. Null, or a key left out, shows the English text.
 */
export class ContentFilipinoTexts extends Migration {
  override up(): void {
    for (const table of TABLES) {
      this.addSql(`alter table "${table}" add column "fil" jsonb null;`);
    }
  }

  override down(): void {
    for (const table of TABLES) {
      this.addSql(`alter table "${table}" drop column "fil";`);
    }
  }
}
