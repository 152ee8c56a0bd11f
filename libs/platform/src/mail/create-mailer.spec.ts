import { tmpdir } from 'node:os';
import { createMailer } from './create-mailer';
import { EmlFileMailer } from './eml-file-mailer';
import { SmtpMailer } from './smtp-mailer';

describe(createMailer.name, () => {
  const from = 'Lakbay <no-reply@lakbay.ph>';

  it('writes .eml files when no SMTP URL is configured', () => {
    expect(createMailer({ emlDir: tmpdir(), from })).toBeInstanceOf(EmlFileMailer);
    expect(createMailer({ smtpUrl: '', emlDir: tmpdir(), from })).toBeInstanceOf(EmlFileMailer);
  });

  it('sends over SMTP when an SMTP URL is configured', async () => {
    const mailer = createMailer({ smtpUrl: 'smtps://user:pass@mail.example.ph:465', emlDir: tmpdir(), from });
    expect(mailer).toBeInstanceOf(SmtpMailer);
    await mailer.close?.();
  });
});
