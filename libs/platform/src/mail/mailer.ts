import type { SendMailJob } from '@lakbay/contracts';

/** A mail job plus an optional sender; the mailer's configured `from` applies when it is undefined. */
export type MailMessage = SendMailJob & {
  from?: string;
  /** Message-ID header, angle brackets included (`<id@domain>`); a random one when undefined. */
  messageId?: string;
};

export interface SentMail {
  /** The Message-ID header the message carries, angle brackets included. */
  messageId: string;
}

/**
 * Sends e-mail. Attachment content is text (UTF-8), such as a text/calendar invitation. A message
 * that cannot be sent as given (bad address, header injection) is rejected with InvalidMailError
 * before anything is written or sent.
 */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  close?(): Promise<void>;
}
