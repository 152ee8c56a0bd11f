import { outboxTableSql } from '@lakbay/platform';
import { Migration } from '@mikro-orm/migrations';

/** The transactional outbox: e-mails (password reset, welcome) recorded with the change that causes them. */
export class UsersOutbox extends Migration {
  override up(): void {
    for (const statement of outboxTableSql('users').up) {
      this.addSql(statement);
    }
  }

  override down(): void {
    for (const statement of outboxTableSql('users').down) {
      this.addSql(statement);
    }
  }
}
