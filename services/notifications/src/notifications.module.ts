import { JobsModule, MailModule } from '@lakbay/platform';
import { Module } from '@nestjs/common';
import { MailJobProcessor } from './mail-job.processor';
import { MailSender } from './mail-sender';

/** Rendering and sending e-mail: processes the mail queue with the configured mailer, once per job id. */
@Module({
  imports: [JobsModule, MailModule],
  providers: [MailSender, MailJobProcessor],
})
export class NotificationsModule {}
