import { JobsModule, MailModule } from '@lakbay/platform';
import { Module } from '@nestjs/common';
import { MailJobProcessor } from './mail-job.processor';

/** Rendering and sending e-mail: processes the mail queue with the configured mailer. */
@Module({
  imports: [JobsModule, MailModule],
  providers: [MailJobProcessor],
})
export class NotificationsModule {}
