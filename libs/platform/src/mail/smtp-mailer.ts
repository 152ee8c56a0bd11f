import { createTransport } from 'nodemailer';
import type { Mailer, MailMessage, SentMail } from './mailer';
import { MailRefusedError } from './invalid-mail-error';
import { assertSenderAddress, toNodemailerMessage } from './mail-message';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS). */
  smtpUrl: string;
  /** Sender used when a message names none. */
  from: string;
}

/** Distributed mode's mailer: nodemailer's SMTP transport. */
export class SmtpMailer implements Mailer {
  private readonly transport: ReturnType<typeof createTransport>;
  private readonly server: string;

  constructor(private readonly options: SmtpMailerOptions) {
    assertSenderAddress(options.from);
    const url = parseSmtpUrl(options.smtpUrl);
    this.server = `${url.protocol}//${url.host}`;
    // Bounded waits: a stuck server fails the job, which retries, instead of hanging a worker.
    this.transport = createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(message: MailMessage): Promise<SentMail> {
    const mail = toNodemailerMessage(message, this.options.from);
    try {
      const info = await this.transport.sendMail(mail);
      return { messageId: info.messageId };
    } catch (error) {
      const message = `SMTP server ${this.server} did not take the message: ${(error as Error).message}`;
      const code = (error as { responseCode?: unknown }).responseCode;
      if (typeof code === 'number' && code >= 500 && code < 600) {
        throw new MailRefusedError(message, code, { cause: error });
      }
      throw new Error(message, { cause: error });
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

function parseSmtpUrl(smtpUrl: string): URL {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new TypeError('SMTP URL is not a URL (expected smtp://host:port or smtps://host:port)');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new TypeError(`SMTP URL must start with smtp:// or smtps://, got ${url.protocol}//`);
  }
  return url;
}
