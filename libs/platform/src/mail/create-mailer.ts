import type { Mailer } from './mailer';
import { EmlFileMailer } from './eml-file-mailer';
import { SmtpMailer } from './smtp-mailer';

export interface MailerOptions {
  /** Distributed mode when set (smtp:// or smtps://); .eml files in emlDir when undefined or ''. */
  smtpUrl?: string;
  emlDir: string;
  /** Default sender, e.g. 'Lakbay <no-reply@lakbay.ph>'. */
  from: string;
}

/** SMTP when a URL is configured, .eml files in a folder otherwise. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    return new SmtpMailer({ smtpUrl: options.smtpUrl, from: options.from });
  }
  return new EmlFileMailer({ emlDir: options.emlDir, from: options.from });
}
