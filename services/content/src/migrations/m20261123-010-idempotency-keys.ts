import { dropIdempotencyTableSql, idempotencyTableSql } from '@lakbay/platform';
import { Migration } from '@mikro-orm/migrations';

/** Outcomes of keyed writes, so a retried admin create or registration answers as the first did. */
export class ContentIdempotencyKeys extends Migration {
  override up(): void {
    for (const statement of idempotencyTableSql('content')) {
      this.addSql(statement);
    }
  }

  override down(): void {
    for (const statement of dropIdempotencyTableSql('content')) {
      this.addSql(statement);
    }
  }
}
