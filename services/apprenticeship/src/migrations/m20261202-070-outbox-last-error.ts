import { outboxLastErrorSql } from '@lakbay/platform';
import { Migration } from '@mikro-orm/migrations';

/** Why a follow-up job gave up, and its re-drives, for the admin page Follow-up work. */
export class ApprenticeshipOutboxLastError extends Migration {
  override up(): void {
    for (const statement of outboxLastErrorSql('apprenticeship').up) {
      this.addSql(statement);
    }
  }

  override down(): void {
    for (const statement of outboxLastErrorSql('apprenticeship').down) {
      this.addSql(statement);
    }
  }
}
