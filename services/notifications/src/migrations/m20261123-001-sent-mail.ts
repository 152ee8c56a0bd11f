import { Migration } from '@mikro-orm/migrations';

/** The e-mails sent per job id, so a job that runs again is not sent again. */
export class SentMailLog extends Migration {
  override up(): void {
    this.addSql(`create table "sent_mail" (
      "job_id" text primary key,
      "message_id" text not null,
      "sent_at" timestamptz not null
    );`);
    this.addSql('create index "sent_mail_sent_at_index" on "sent_mail" ("sent_at");');
  }

  override down(): void {
    this.addSql('drop table if exists "sent_mail";');
  }
}
