import { createHash } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import type { SendMailJob } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig, MAILER, type Mailer } from '@lakbay/platform';
import { Inject, Injectable } from '@nestjs/common';
import { SentMail } from './entities/sent-mail.entity';

const KEEP_SENT_MS = 30 * 24 * 3600 * 1000;
const PRUNE_EVERY_MS = 3600 * 1000;

/**
 * Sends the e-mail of a 'mail.send' job at most once per job id. It sends first and records after:
 * recording first would lose the e-mail for good if the process died before sending. So a crash
 * between the two sends it again on the retry, but with the same Message-ID, derived from the job
 * id, which lets the receiving mail system collapse the duplicate. The SMTP server is outside any
 * transaction of ours; this is as close to exactly once as it allows.
 */
@Injectable()
export class MailSender {
  private readonly domain: string;
  private nextPruneAt = 0;

  constructor(
    private readonly orm: MikroORM,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.domain = /@([^@\s<>]+)>?\s*$/.exec(config.mail.from)?.[1] ?? 'lakbay.local';
  }

  async send(message: SendMailJob, jobId: string): Promise<'sent' | 'already sent'> {
    // Integer ids are the queue's own counters, which start again (a restart, a new Redis): only
    // ids given at add() (the outbox's uuids) name one e-mail for good.
    if (/^\d+$/.test(jobId)) {
      await this.mailer.send(message);
      return 'sent';
    }
    const em = this.orm.em.fork();
    if (await em.findOne(SentMail, { jobId })) {
      return 'already sent';
    }
    const messageId = `<${idPart(jobId)}@${this.domain}>`;
    await this.mailer.send({ ...message, messageId });
    await em.upsert(SentMail, { jobId, messageId, sentAt: new Date() });
    await this.pruneNowAndThen();
    return 'sent';
  }

  /** Forgets sends older than a month: by then no outbox adds their job again. */
  private async pruneNowAndThen(): Promise<void> {
    if (Date.now() < this.nextPruneAt) {
      return;
    }
    this.nextPruneAt = Date.now() + PRUNE_EVERY_MS;
    await this.orm.em.fork().nativeDelete(SentMail, { sentAt: { $lt: new Date(Date.now() - KEEP_SENT_MS) } });
  }
}

/** The job id as the left part of a Message-ID, or its hash when it has characters that cannot be there. */
function idPart(jobId: string): string {
  return /^[\w.-]+$/.test(jobId) ? jobId : createHash('sha256').update(jobId).digest('hex').slice(0, 32);
}
