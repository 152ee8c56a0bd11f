import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

export interface MailerOptions {
  /** Distributed mode when set (smtp:// or smtps://); .eml files in outboxDir when undefined or ''. */
  smtpUrl?: string;
  outboxDir: string;
  /** Default sender, e.g. 'Lakbay <no-reply@lakbay.ph>'. */
  from: string;
}

/** SMTP when a URL is configured, the .eml outbox otherwise. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    return new SmtpMailer({ smtpUrl: options.smtpUrl, from: options.from });
  }
  return new OutboxMailer({ outboxDir: options.outboxDir, from: options.from });
}
