import { JOB_QUEUE_PORT, type JobQueue, MAILER, type Mailer } from '@lakbay/platform';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';

/** Sends each 'mail.send' job; a failure is retried by the queue with backoff. */
@Injectable()
export class MailJobProcessor implements OnModuleInit {
  private readonly logger = new Logger(MailJobProcessor.name);

  constructor(
    @Inject(JOB_QUEUE_PORT) private readonly jobs: JobQueue,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  onModuleInit(): void {
    this.jobs.process('mail.send', async (message, { jobId }) => {
      const { messageId } = await this.mailer.send(message);
      this.logger.log(`mail ${jobId} to ${message.to}: sent as ${messageId}`);
    });
  }
}
