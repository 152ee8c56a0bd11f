import { outboxLastErrorSql } from '@lakbay/platform';
import { Migration } from '@mikro-orm/migrations';

/** Why a follow-up job gave up, and its re-drives, for the admin page Follow-up work. */
export class UsersOutboxLastError extends Migration {
  override up(): void {
    for (const statement of outboxLastErrorSql('users').up) {
      this.addSql(statement);
    }
  }

  override down(): void {
    for (const statement of outboxLastErrorSql('users').down) {
      this.addSql(statement);
    }
  }
}
