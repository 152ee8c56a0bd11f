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
