import { Migration } from '@mikro-orm/migrations';

/** Koaches manage their trainings: the languages each is held in, and retiring one (booked sessions stay). */
export class SchedulingTrainingLanguagesRetired extends Migration {
  override up(): void {
    this.addSql(`alter table "training"
      add column "languages" jsonb not null default '["English", "Filipino"]',
      add column "retired_at" timestamptz null;`);
  }

  override down(): void {
    this.addSql('alter table "training" drop column "languages", drop column "retired_at";');
  }
}
