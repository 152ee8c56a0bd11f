import { LANGUAGES, type Language, type SendMailJob } from '@lakbay/contracts';
import { accountDeletedMail, confirmDeletionMail, exportReadyMail } from './privacy-mails';

const EXPORT = 'https://lakbay.example.ph/my/privacy?export=abc-123';
const DELETE = 'https://lakbay.example.ph/my/privacy?token=xyz-789';

const build: Record<string, (language: Language) => SendMailJob> = {
  'export ready': (l) => exportReadyMail('ana@example.ph', EXPORT, l),
  'confirm deletion': (l) => confirmDeletionMail('ana@example.ph', DELETE, l),
  'account deleted': (l) => accountDeletedMail('ana@example.ph', l),
};

describe('privacy e-mails', () => {
  it.each(Object.entries(build))('%s: written in the account language, with the same links', (_, make) => {
    const [en, fil] = LANGUAGES.map(make);
    expect(fil.to).toBe('ana@example.ph');
    expect(fil.subject).not.toBe(en.subject);
    expect(fil.text).not.toBe(en.text);
    expect(fil.html).not.toBe(en.html);
    const links = (mail: SendMailJob) => mail.text.match(/https:\/\/\S+/g) ?? [];
    expect(links(fil)).toEqual(links(en));
  });

  it('put the link in the text and as the HTML anchor', () => {
    const mail = exportReadyMail('ana@example.ph', EXPORT, 'fil');
    expect(mail.subject).toBe('Handa nang i-download ang iyong Lakbay data');
    expect(mail.text).toContain(`\n${EXPORT}\n`);
    expect(mail.html).toContain(`<a href="${EXPORT}">I-download ang aking data</a>`);
    expect(confirmDeletionMail('ana@example.ph', DELETE, 'en').html).toContain(`<a href="${DELETE}">Delete my account</a>`);
  });
});
