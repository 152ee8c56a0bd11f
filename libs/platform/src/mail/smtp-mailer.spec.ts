import { InvalidMailError, MailRefusedError } from './invalid-mail-error';
import { SmtpMailer } from './smtp-mailer';
import { DEFAULT_FROM, describeMailerContract } from './testing/mailer-contract';
import { parseRawMail } from './testing/parse-raw-mail';
import { startSmtpTestServer } from './testing/smtp-test-server';

describeMailerContract(SmtpMailer.name, async (from) => {
  const server = await startSmtpTestServer();
  return {
    mailer: new SmtpMailer({ smtpUrl: server.url, from }),
    delivered: async () => server.received.map((mail) => mail.raw),
    close: () => server.close(),
  };
});

describe(SmtpMailer.name, () => {
  describe('send', () => {
    it('logs in with the credentials in the URL and gives the envelope the addresses of the headers', async () => {
      const server = await startSmtpTestServer({ user: 'lakbay', pass: 's3cret/pass' });
      const mailer = new SmtpMailer({ smtpUrl: server.url, from: DEFAULT_FROM });
      try {
        await mailer.send({ to: 'Juan Dela Cruz <juan@example.ph>', subject: 'Hi', text: 'Hello' });
        expect(server.received).toHaveLength(1);
        expect(server.received[0]).toMatchObject({ mailFrom: 'no-reply@lakbay.ph', rcptTo: ['juan@example.ph'] });
        expect(parseRawMail(server.received[0].raw).headers.get('to')).toBe('Juan Dela Cruz <juan@example.ph>');
      } finally {
        await mailer.close();
        await server.close();
      }
    });

    it('does not even connect for a rejected message', async () => {
      const server = await startSmtpTestServer();
      const mailer = new SmtpMailer({ smtpUrl: server.url, from: DEFAULT_FROM });
      try {
        await expect(mailer.send({ to: 'kadet@', subject: 'Hi', text: 'Hello' })).rejects.toBeInstanceOf(InvalidMailError);
        expect(server.connections()).toBe(0);
      } finally {
        await mailer.close();
        await server.close();
      }
    });

    it('says a mailbox the server refuses for good (550) is refused, and a server away is not', async () => {
      const server = await startSmtpTestServer(undefined, { refuse: (address) => address === 'gone@example.ph' });
      const mailer = new SmtpMailer({ smtpUrl: server.url, from: DEFAULT_FROM });
      try {
        const refused = mailer.send({ to: 'gone@example.ph', subject: 'Hi', text: 'Hello' });
        await expect(refused).rejects.toBeInstanceOf(MailRefusedError);
        await expect(refused).rejects.toMatchObject({ responseCode: 550, message: expect.stringContaining('No such mailbox') });
        await mailer.send({ to: 'here@example.ph', subject: 'Hi', text: 'Hello' });
        expect(server.received.map((m) => m.rcptTo)).toEqual([['here@example.ph']]);
      } finally {
        await mailer.close();
        await server.close();
      }
      const away = new SmtpMailer({ smtpUrl: server.url, from: DEFAULT_FROM });
      try {
        const sending = away.send({ to: 'here@example.ph', subject: 'Hi', text: 'Hello' });
        await expect(sending).rejects.toThrow(/ECONNREFUSED/);
        await expect(sending).rejects.not.toBeInstanceOf(MailRefusedError);
      } finally {
        await away.close();
      }
    });

    it('names the server, without credentials, when it cannot be reached', async () => {
      const server = await startSmtpTestServer();
      const url = server.url.replace('smtp://', 'smtp://user:hunter2@');
      await server.close();
      const mailer = new SmtpMailer({ smtpUrl: url, from: DEFAULT_FROM });
      try {
        const sending = mailer.send({ to: 'kadet@example.ph', subject: 'Hi', text: 'Hello' });
        await expect(sending).rejects.toThrow(/^SMTP server smtp:\/\/127\.0\.0\.1:\d+ did not take the message: .*ECONNREFUSED/);
        await expect(sending).rejects.not.toThrow(/hunter2/);
      } finally {
        await mailer.close();
      }
    });
  });

  describe('constructor', () => {
    it.each(['http://mail.example.ph', 'not a url'])('refuses %s as an SMTP URL', (smtpUrl) => {
      expect(() => new SmtpMailer({ smtpUrl, from: DEFAULT_FROM })).toThrow(/SMTP URL/);
    });
  });
});
