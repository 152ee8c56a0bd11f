import { APP_CONFIG, type AppConfig, pruneEmlFolder } from '@lakbay/platform';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

const PRUNE_EVERY_MS = 3600_000;

/**
 * Standalone's sent-mail folder (DATA_DIR/mail, when SMTP_URL is unset) keeps MAIL_RETENTION_DAYS
 * of mail: older files are removed at start and hourly. So a deleted account's mails, and the links
 * in them, are gone at most that long after they were sent. With several replicas each prunes the
 * same folder; removing a file twice is nothing.
 */
@Injectable()
export class MailFolderRetention implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailFolderRetention.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onApplicationBootstrap(): void {
    if (this.config.mail.smtpUrl) {
      return;
    }
    void this.prune();
    this.timer = setInterval(() => void this.prune(), PRUNE_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async prune(): Promise<number> {
    const { emlDir, retentionDays } = this.config.mail;
    try {
      const removed = await pruneEmlFolder(emlDir, retentionDays);
      if (removed > 0) {
        this.logger.log(`removed ${removed} sent mails older than ${retentionDays} days from ${emlDir}`);
      }
      return removed;
    } catch (err) {
      this.logger.warn(`could not prune ${emlDir}: ${String(err)}`);
      return 0;
    }
  }
}
