import { LANGUAGES, type Language, type SendMailJob } from '@lakbay/contracts';
import { passwordResetMail, signupAttemptMail, signupLinkMail, welcomeMail } from './account-mails';

const URL = 'https://lakbay.example.ph';
const LINK = `${URL}/signup/complete?token=abc-123`;
const RESET = `${URL}/password-reset?token=xyz-789`;

const build: Record<string, (language: Language) => SendMailJob> = {
  welcome: (l) => welcomeMail('ana@example.ph', false, URL, l),
  'coach welcome': (l) => welcomeMail('ana@example.ph', true, URL, l),
  'sign-up link': (l) => signupLinkMail('ana@example.ph', false, LINK, l),
  'coach sign-up link': (l) => signupLinkMail('ana@example.ph', true, LINK, l),
  'password reset': (l) => passwordResetMail('ana@example.ph', RESET, l),
  'sign-up attempt': (l) => signupAttemptMail('ana@example.ph', URL, l),
};

describe('account e-mails', () => {
  it.each(Object.entries(build))(
    '%s: the Filipino mail differs from the English one in every part and carries the same links',
    (_, make) => {
      const [en, fil] = LANGUAGES.map(make);
      expect(fil.to).toBe(en.to);
      expect(fil.subject).not.toBe(en.subject);
      expect(fil.text).not.toBe(en.text);
      expect(fil.html).not.toBe(en.html);
      const links = (mail: SendMailJob) => mail.text.match(/https:\/\/\S+/g);
      expect(links(fil)).toEqual(links(en));
      expect(links(en)?.length).toBeGreaterThan(0);
    },
  );

  it('keep the English texts word for word', () => {
    expect(signupLinkMail('ana@example.ph', true, LINK, 'en')).toMatchObject({
      subject: 'Finish signing up for Lakbay',
      text: expect.stringContaining(
        `Someone (hopefully you) asked for a Koach account on Lakbay with this e-mail address.\nOpen this link within 24 hours to finish signing up:\n\n${LINK}`,
      ),
    });
    expect(passwordResetMail('ana@example.ph', RESET, 'en').text).toBe(
      [
        'Hi there,',
        '',
        'Someone (hopefully you) asked to reset the password of your Lakbay account.',
        'Open this link within 1 hour to choose a new password:',
        '',
        RESET,
        '',
        'The link works once. If you did not ask for this, ignore this e-mail: your password stays the same.',
        '',
        'The Lakbay team',
      ].join('\n'),
    );
    expect(signupAttemptMail('ana@example.ph', URL, 'en').subject).toBe('Someone tried to sign up with your e-mail address');
    expect(welcomeMail('ana@example.ph', false, URL, 'en').subject).toBe('Welcome to Lakbay');
  });

  it('write to Filipino readers in Filipino, a Koach as a Koach', () => {
    expect(welcomeMail('ana@example.ph', false, URL, 'fil')).toMatchObject({
      subject: 'Maligayang pagdating sa Lakbay',
      text: expect.stringMatching(/^Kumusta!\n\nMaligayang pagdating sa Lakbay!\nMag-log in para tapusin ang iyong profile/),
    });
    expect(welcomeMail('ana@example.ph', true, URL, 'fil').text).toContain('Koach account');
    expect(signupLinkMail('ana@example.ph', true, LINK, 'fil').text).toContain('ng Koach account sa Lakbay');
    expect(signupLinkMail('ana@example.ph', false, LINK, 'fil').text).toContain('sa loob ng 24 na oras');
    expect(passwordResetMail('ana@example.ph', RESET, 'fil')).toMatchObject({
      subject: 'I-reset ang iyong Lakbay password',
      html: expect.stringContaining(`<a href="${RESET}">Pumili ng bagong password</a>`),
    });
    expect(signupAttemptMail('ana@example.ph', URL, 'fil').text).toContain(`mag-log in: ${URL}/login`);
  });
});
