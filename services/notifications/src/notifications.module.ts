import { JobsModule, MailModule } from '@lakbay/platform';
import { Module } from '@nestjs/common';
import { MailFolderRetention } from './mail-folder-retention';
import { MailJobProcessor } from './mail-job.processor';
import { MailSender } from './mail-sender';

/** Rendering and sending e-mail: processes the mail queue with the configured mailer, once per job id; keeps the sent-mail folder to its retention. */
@Module({
  imports: [JobsModule, MailModule],
  providers: [MailSender, MailJobProcessor, MailFolderRetention],
})
export class NotificationsModule {}
