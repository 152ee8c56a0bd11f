import { outboxLastErrorSql } from '@lakbay/platform';
import { Migration } from '@mikro-orm/migrations';

/** Why a follow-up job gave up, and its re-drives, for the admin page Follow-up work. */
export class SchedulingOutboxLastError extends Migration {
  override up(): void {
    for (const statement of outboxLastErrorSql('scheduling').up) {
      this.addSql(statement);
    }
  }

  override down(): void {
    for (const statement of outboxLastErrorSql('scheduling').down) {
      this.addSql(statement);
    }
  }
}
