import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Mailer, MailMessage, SentMail } from './mailer';
import { assertSenderAddress, toNodemailerMessage } from './mail-message';

export interface EmlFileMailerOptions {
  /** Directory for the .eml files; created when missing. */
  emlDir: string;
  /** Sender used when a message names none. */
  from: string;
  /** Clock for file names; tests pass a fixed one. */
  now?: () => Date;
}

/** Where a message was written. */
export interface OutboxSentMail extends SentMail {
  file: string;
}

/**
 * Standalone mode's mailer: each message becomes an RFC 5322 .eml file, byte for byte what SMTP
 * would carry (CRLF lines, MIME parts, attachments), that any mail client opens.
 */
export class EmlFileMailer implements Mailer {
  // The stream transport renders the message as the SMTP transport would, without sending it.
  private readonly transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  private readonly now: () => Date;

  constructor(private readonly options: EmlFileMailerOptions) {
    assertSenderAddress(options.from);
    this.now = options.now ?? (() => new Date());
  }

  async send(message: MailMessage): Promise<OutboxSentMail> {
    const mail = toNodemailerMessage(message, this.options.from);
    const info = await this.transport.sendMail(mail);
    const name = `${this.now().toISOString().replace(/[:.]/g, '-')}-${fileSafe(info.messageId)}.eml`;
    const file = join(this.options.emlDir, name);
    // Write then rename, so a reader of the folder never sees half a message.
    const temp = join(this.options.emlDir, `.${name}.${randomUUID()}.tmp`);
    await mkdir(this.options.emlDir, { recursive: true });
    try {
      await writeFile(temp, info.message as Buffer, { flag: 'wx' });
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { messageId: info.messageId, file };
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

function fileSafe(messageId: string): string {
  return messageId
    .replace(/^<|>$/g, '')
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .slice(0, 100);
}
