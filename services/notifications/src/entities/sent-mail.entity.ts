import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** One e-mail sent for a 'mail.send' job, so a job run again (re-added by an outbox) is not sent twice. */
@Entity({ tableName: 'sent_mail' })
export class SentMail {
  @PrimaryKey({ type: 'text' })
  jobId!: string;

  /** The Message-ID header it carried, derived from the job id. */
  @Property({ type: 'text' })
  messageId!: string;

  @Property({ type: 'datetime' })
  sentAt: Date & Opt = new Date();
}
