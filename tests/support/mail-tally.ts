import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseRawMail } from '../../libs/platform/src/mail/testing/parse-raw-mail';
import type { ReceivedMail } from '../../libs/platform/src/mail/testing/smtp-test-server';

/** One delivered copy: a message to two recipients counts once per recipient. */
export interface DeliveredMail {
  to: string;
  subject: string;
}

/** What the SMTP capture received, per recipient, for the recipients `accept` keeps. */
export function deliveredMails(received: ReceivedMail[], accept: (address: string) => boolean): DeliveredMail[] {
  return received.flatMap((mail) => {
    const subject = parseRawMail(mail.raw).headers.get('subject') ?? '';
    return mail.rcptTo.map((to) => ({ to: to.toLowerCase(), subject })).filter(({ to }) => accept(to));
  });
}

/** How many of the mails went to each address. */
export function countPerAddress(mails: DeliveredMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { to } of mails) {
    counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

/** What the .eml mailer wrote to DATA_DIR/mail (standalone), per recipient, for those `accept` keeps. */
export function emlMails(dataDir: string, accept: (address: string) => boolean): DeliveredMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(join(dataDir, 'mail')).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.flatMap((file) => {
    const headers = parseRawMail(readFileSync(join(dataDir, 'mail', file))).headers;
    const subject = headers.get('subject') ?? '';
    const addresses = (headers.get('to') ?? '').match(/[^\s<>",]+@[^\s<>",]+/g) ?? [];
    return addresses
      .map((to) => to.toLowerCase())
      .filter((to) => accept(to))
      .map((to) => ({ to, subject }));
  });
}

/** One .eml the mailer wrote to DATA_DIR/mail: its subject, text, date and raw source. */
export interface EmlMail {
  subject: string;
  text: string;
  date: string;
  raw: string;
}

/** The .eml files of DATA_DIR/mail addressed to `to` (a part of the To header), oldest first; each file read once. */
export function emlMailsTo(dataDir: string, to: string): EmlMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(join(dataDir, 'mail')).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((file) => {
      const raw = readFileSync(join(dataDir, 'mail', file));
      return { raw, mail: parseRawMail(raw) };
    })
    .filter(({ mail }) => (mail.headers.get('to') ?? '').includes(to))
    .map(({ raw, mail }) => ({
      subject: mail.headers.get('subject') ?? '',
      text: mail.text ?? '',
      date: mail.headers.get('date') ?? '',
      raw: raw.toString('utf8'),
    }))
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}
