import { dropIdempotencyTableSql, idempotencyTableSql } from '@lakbay/platform';
import { Migration } from '@mikro-orm/migrations';

/** Outcomes of keyed writes, so a retried sign-up, log-in or profile change answers as the first did. */
export class UsersIdempotencyKeys extends Migration {
  override up(): void {
    for (const statement of idempotencyTableSql('users')) {
      this.addSql(statement);
    }
  }

  override down(): void {
    for (const statement of dropIdempotencyTableSql('users')) {
      this.addSql(statement);
    }
  }
}
