import { InvalidMailError } from '../invalid-mail-error';
import type { Mailer, MailMessage } from '../mailer';
import { parseRawMail, type ParsedMail } from './parse-raw-mail';

export const DEFAULT_FROM = 'Lakbay <no-reply@lakbay.ph>';

/** One adapter under test, with a way to read back what it delivered. */
export interface MailerUnderTest {
  mailer: Mailer;
  /** Raw RFC 5322 messages delivered so far. */
  delivered(): Promise<Buffer[]>;
  close(): Promise<void>;
}
/** Builds a mailer whose default sender is `from`. */
export type OpenMailer = (from: string) => Promise<MailerUnderTest>;

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Lakbay//Scheduling//EN',
  'METHOD:REQUEST',
  'BEGIN:VEVENT',
  'UID:booking-42@lakbay.ph',
  'DTSTART:20260301T080000Z',
  'DTEND:20260301T083000Z',
  'SUMMARY:Coaching session with Koach Maria',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

const MESSAGE: MailMessage = {
  to: 'kadet@example.ph',
  subject: 'Kumusta, Niño! Your session is booked ✓',
  text: 'Hi Niño,\n\nYour coaching session is on 1 March at 4:00 PM.\n',
  html: '<p>Hi Niño,</p><p>Your coaching session is on <b>1 March</b>.</p>',
};

/** The behaviours every Mailer adapter shares; each adapter's spec calls this once. */
export function describeMailerContract(adapter: string, open: OpenMailer): void {
  describe(`${adapter} (Mailer contract)`, () => {
    let subject: MailerUnderTest;

    beforeEach(async () => {
      subject = await open(DEFAULT_FROM);
    });
    afterEach(async () => {
      await subject.mailer.close?.();
      await subject.close();
    });

    async function onlyDelivered(): Promise<ParsedMail> {
      const delivered = await subject.delivered();
      expect(delivered).toHaveLength(1);
      return parseRawMail(delivered[0]);
    }

    describe('send', () => {
      it('delivers the message with its to, default from, subject, text and html', async () => {
        const { messageId } = await subject.mailer.send(MESSAGE);
        const mail = await onlyDelivered();
        expect(mail.headers.get('to')).toBe('kadet@example.ph');
        expect(mail.headers.get('from')).toBe(DEFAULT_FROM);
        expect(mail.headers.get('subject')).toBe(MESSAGE.subject);
        expect(mail.headers.get('message-id')).toBe(messageId);
        expect(mail.headers.get('date')).toEqual(expect.any(String));
        expect(mail.text).toBe(MESSAGE.text);
        expect(mail.html).toBe(MESSAGE.html);
      });

      it("uses the message's own from over the default", async () => {
        await subject.mailer.send({ ...MESSAGE, from: 'Koach Maria <maria@coaches.lakbay.ph>' });
        const mail = await onlyDelivered();
        expect(mail.headers.get('from')).toBe('Koach Maria <maria@coaches.lakbay.ph>');
      });

      it('keeps attachments with their file names, content types and exact content', async () => {
        await subject.mailer.send({
          ...MESSAGE,
          attachments: [
            { filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST; charset=utf-8', content: ICS },
            { filename: 'notes.txt', contentType: 'text/plain', content: 'Dalhin ang iyong CV.' },
          ],
        });
        const mail = await onlyDelivered();
        expect(mail.attachments).toEqual([
          { filename: 'invite.ics', contentType: expect.stringMatching(/^text\/calendar; method=REQUEST/), content: ICS },
          { filename: 'notes.txt', contentType: expect.stringMatching(/^text\/plain/), content: 'Dalhin ang iyong CV.' },
        ]);
        expect(mail.text).toBe(MESSAGE.text);
      });
    });

    describe('calendar invitations', () => {
      it('sends a calendar invitation whose MIME method matches the file, and attaches it', async () => {
        const cancel = ICS.replace('METHOD:REQUEST', 'METHOD:CANCEL');
        await subject.mailer.send({ ...MESSAGE, calendar: { method: 'CANCEL', content: cancel, filename: 'invite.ics' } });
        const raw = (await subject.delivered())[0].toString();
        expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/i);
        expect(raw).not.toMatch(/method=REQUEST/i);
        const mail = parseRawMail(raw);
        expect(mail.attachments.some((a) => a.content.includes('METHOD:CANCEL'))).toBe(true);
      });

      it('refuses an invitation whose file says another METHOD than the message', async () => {
        const sending = subject.mailer.send({ ...MESSAGE, calendar: { method: 'CANCEL', content: ICS, filename: 'invite.ics' } });
        await expect(sending).rejects.toThrow(/calendar.content: must be iCalendar text whose METHOD is CANCEL/);
        expect(await subject.delivered()).toEqual([]);
      });
    });

    describe('validation', () => {
      it.each([
        ['no at sign', 'not-an-address'],
        ['no domain', 'kadet@'],
        ['an injected header', 'kadet@example.ph\r\nBcc: everyone@example.ph'],
        ['one bad address of two', 'kadet@example.ph, nope'],
      ])('rejects a recipient with %s before anything is delivered', async (_case, to) => {
        const sending = subject.mailer.send({ ...MESSAGE, to });
        await expect(sending).rejects.toBeInstanceOf(InvalidMailError);
        await expect(sending).rejects.toThrow(/to: .*(not a valid e-mail address|line breaks)/);
        expect(await subject.delivered()).toEqual([]);
      });

      it('rejects a subject with a line break, an attachment without a content type, and says both', async () => {
        const sending = subject.mailer.send({
          ...MESSAGE,
          subject: 'Hello\r\nBcc: everyone@example.ph',
          attachments: [{ filename: 'invite.ics', contentType: '', content: ICS }],
        });
        await expect(sending).rejects.toThrow(/subject: must not contain line breaks.*attachments\[0\]\.contentType/);
        expect(await subject.delivered()).toEqual([]);
      });
    });
  });
}
