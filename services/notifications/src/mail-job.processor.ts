import { InvalidMailError, JOB_QUEUE_PORT, type JobQueue, MailRefusedError, PermanentJobError } from '@lakbay/platform';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { MailSender } from './mail-sender';

/**
 * E-mails sent at once by one notifications process: a backlog after a mail-server outage (hundreds
 * of mails) drains in seconds instead of one connection at a time.
 */
export const MAIL_CONCURRENCY = 4;

/**
 * Sends each 'mail.send' job once per job id. A passing failure (the mail server or the database
 * away) is retried by the queue with capped backoff for JOB_RETRY_HOURS; a message the server
 * refuses for good (5xx) or that cannot be sent as given fails at once, with the reason, and shows
 * on the admin page Follow-up work.
 */
@Injectable()
export class MailJobProcessor implements OnModuleInit {
  private readonly logger = new Logger(MailJobProcessor.name);

  constructor(
    @Inject(JOB_QUEUE_PORT) private readonly jobs: JobQueue,
    private readonly sender: MailSender,
  ) {}

  onModuleInit(): void {
    this.jobs.process(
      'mail.send',
      async (message, { jobId }) => {
        let outcome: string;
        try {
          outcome = await this.sender.send(message, jobId);
        } catch (error) {
          if (error instanceof MailRefusedError || error instanceof InvalidMailError) {
            throw new PermanentJobError(error.message, { cause: error });
          }
          throw error;
        }
        this.logger.log(`mail ${jobId} to ${message.to}: ${outcome}`);
      },
      { concurrency: MAIL_CONCURRENCY },
    );
  }
}
