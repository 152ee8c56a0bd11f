import { JOB_QUEUE_PORT, type JobQueue } from '@lakbay/platform';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { MailSender } from './mail-sender';

/** Sends each 'mail.send' job once per job id; a failure is retried by the queue with backoff. */
@Injectable()
export class MailJobProcessor implements OnModuleInit {
  private readonly logger = new Logger(MailJobProcessor.name);

  constructor(
    @Inject(JOB_QUEUE_PORT) private readonly jobs: JobQueue,
    private readonly sender: MailSender,
  ) {}

  onModuleInit(): void {
    this.jobs.process('mail.send', async (message, { jobId }) => {
      const outcome = await this.sender.send(message, jobId);
      this.logger.log(`mail ${jobId} to ${message.to}: ${outcome}`);
    });
  }
}
