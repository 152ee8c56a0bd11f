import { tmpdir } from 'node:os';
import { createMailer } from './create-mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

describe(createMailer.name, () => {
  const from = 'Lakbay <no-reply@lakbay.ph>';

  it('writes to the outbox when no SMTP URL is configured', () => {
    expect(createMailer({ outboxDir: tmpdir(), from })).toBeInstanceOf(OutboxMailer);
    expect(createMailer({ smtpUrl: '', outboxDir: tmpdir(), from })).toBeInstanceOf(OutboxMailer);
  });

  it('sends over SMTP when an SMTP URL is configured', async () => {
    const mailer = createMailer({ smtpUrl: 'smtps://user:pass@mail.example.ph:465', outboxDir: tmpdir(), from });
    expect(mailer).toBeInstanceOf(SmtpMailer);
    await mailer.close?.();
  });
});
