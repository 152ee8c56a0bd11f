import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { MAILER, provideMailer } from './mailer.provider';

/** MAILER: SMTP when SMTP_URL is set, otherwise .eml files under DATA_DIR/mail. */
@Module({
  providers: [
    provideMailer(
      (config: AppConfig) => ({ smtpUrl: config.mail.smtpUrl, emlDir: config.mail.emlDir, from: config.mail.from }),
      [APP_CONFIG],
    ),
  ],
  exports: [MAILER],
})
export class MailModule {}
