import type { SendMailOptions } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { InvalidMailError } from './invalid-mail-error';
import type { MailMessage } from './mailer';

// Deliberately plainer than RFC 5321: what a person types, with an internationalised domain allowed.
const ADDRESS = /^[^\s@<>(),;:"[\]\\]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+$/u;
const CONTENT_TYPE = /^[\w.+-]+\/[\w.+-]+(?:\s*;.*)?$/;
const LINE_BREAK = /[\r\n]/;
const MESSAGE_ID = /^<[^<>\s@]+@[^<>\s@]+>$/;

/**
 * Checks a message and turns it into nodemailer's options. Throws InvalidMailError naming every
 * problem at once, so nothing is written or sent for a bad message.
 */
export function toNodemailerMessage(message: MailMessage, defaultFrom: string): SendMailOptions {
  const problems: string[] = [];
  const from = message.from ?? defaultFrom;
  checkAddresses('from', from, problems, { single: true });
  checkAddresses('to', message.to, problems, { single: false });
  checkHeaderText('subject', message.subject, problems);
  if (typeof message.text !== 'string' || message.text === '') {
    problems.push('text: must be a non-empty string');
  }
  if (message.html !== undefined && typeof message.html !== 'string') {
    problems.push('html: must be a string when given');
  }
  if (message.messageId !== undefined && (typeof message.messageId !== 'string' || !MESSAGE_ID.test(message.messageId))) {
    problems.push(`messageId: ${JSON.stringify(message.messageId)} is not <id@domain>`);
  }
  (message.attachments ?? []).forEach((attachment, i) => {
    checkHeaderText(`attachments[${i}].filename`, attachment.filename, problems);
    if (typeof attachment.contentType !== 'string' || !CONTENT_TYPE.test(attachment.contentType)) {
      problems.push(`attachments[${i}].contentType: ${JSON.stringify(attachment.contentType)} is not a MIME type`);
    }
    if (typeof attachment.content !== 'string') {
      problems.push(`attachments[${i}].content: must be a string`);
    }
  });
  if (message.calendar !== undefined) {
    const { method, content, filename } = message.calendar;
    if (method !== 'REQUEST' && method !== 'CANCEL') {
      problems.push(`calendar.method: ${JSON.stringify(method)} is not REQUEST or CANCEL`);
    } else if (typeof content !== 'string' || !new RegExp(`^METHOD:${method}\\r?$`, 'm').test(content)) {
      problems.push(`calendar.content: must be iCalendar text whose METHOD is ${method}`);
    }
    checkHeaderText('calendar.filename', filename, problems);
  }
  if (problems.length > 0) {
    throw new InvalidMailError(problems);
  }
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
    attachments: message.attachments?.map(({ filename, content, contentType }) => ({ filename, content, contentType })),
    // nodemailer adds it as a text/calendar alternative with method=<METHOD> and as an attachment.
    ...(message.calendar ? { icalEvent: { ...message.calendar } } : {}),
  };
}

/** Checks a sender address at construction, so a bad MAIL_FROM stops the process at boot. */
export function assertSenderAddress(from: string): void {
  const problems: string[] = [];
  checkAddresses('from', from, problems, { single: true });
  if (problems.length > 0) {
    throw new InvalidMailError(problems);
  }
}

function checkAddresses(field: string, value: unknown, problems: string[], { single }: { single: boolean }): void {
  if (typeof value !== 'string' || value.trim() === '') {
    problems.push(`${field}: an e-mail address is required`);
    return;
  }
  // addressparser is lenient and would read "a@b.ph\r\nBcc: c@d.ph" as c@d.ph: refuse line breaks first.
  if (LINE_BREAK.test(value)) {
    problems.push(`${field}: must not contain line breaks`);
    return;
  }
  const parsed = addressparser(value, { flatten: true });
  const bad = parsed.filter((entry) => !ADDRESS.test(entry.address));
  if (parsed.length === 0 || bad.length > 0) {
    problems.push(`${field}: ${JSON.stringify(value)} is not a valid e-mail address`);
  } else if (single && parsed.length > 1) {
    problems.push(`${field}: must be a single address, got ${parsed.length}`);
  }
}

function checkHeaderText(field: string, value: unknown, problems: string[]): void {
  if (typeof value !== 'string' || value.trim() === '') {
    problems.push(`${field}: must be a non-empty string`);
  } else if (LINE_BREAK.test(value)) {
    problems.push(`${field}: must not contain line breaks`);
  }
}
