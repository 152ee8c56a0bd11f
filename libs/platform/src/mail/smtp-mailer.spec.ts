import { InvalidMailError } from './invalid-mail-error';
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
