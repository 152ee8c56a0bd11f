import { Migration } from '@mikro-orm/migrations';

/** Challenge authoring: a minimum group size, when a challenge was published, and each week's tasks. */
export class ApprenticeshipAuthoring extends Migration {
  override up(): void {
    this.addSql(
      'alter table "challenge" add column "min_group_size" integer not null default 1, add column "published_at" timestamptz null;',
    );
    this.addSql(`alter table "week" add column "tasks" jsonb not null default '[]';`);
  }

  override down(): void {
    this.addSql('alter table "week" drop column "tasks";');
    this.addSql('alter table "challenge" drop column "min_group_size", drop column "published_at";');
  }
}
