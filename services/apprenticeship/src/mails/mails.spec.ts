import { LANGUAGES, type Language, type SendMailJob } from '@lakbay/contracts';
import {
  applicationDecisionMail,
  applicationReceivedMail,
  certificateMail,
  inviteAnsweredMail,
  inviteMail,
  submissionReviewMail,
} from './mails';

const challenge = { title: 'Data for Barangays', partnerName: 'Globe' };
const URL = 'https://lakbay.example.ph/virtual-apprenticeship/c1';
const reader = (language: Language) => ({ email: 'ana@example.ph', name: 'Ana', language });
const EXPIRES = new Date('2026-12-02T01:00:00Z');

const build: Record<string, (language: Language) => SendMailJob> = {
  'application received': (l) => applicationReceivedMail(reader(l), challenge, ['ben@example.ph'], `${URL}/home`),
  invite: (l) =>
    inviteMail(
      'ben@example.ph',
      { name: 'Ana', language: l, timeZone: 'Asia/Manila' },
      challenge,
      'https://lakbay.example.ph/invite/t0k3n',
      EXPIRES,
    ),
  'member joined': (l) => inviteAnsweredMail(reader(l), { joined: 'Ben' }, challenge, `${URL}/manage`),
  'invite declined': (l) => inviteAnsweredMail(reader(l), { declined: 'ben@example.ph' }, challenge, `${URL}/manage`),
  approved: (l) => applicationDecisionMail(reader(l), true, challenge, `${URL}/home`),
  'not accepted': (l) => applicationDecisionMail(reader(l), false, challenge, `${URL}/home`),
  'week accepted': (l) =>
    submissionReviewMail(reader(l), { accepted: true, week: 2, attempt: 1, feedback: null }, challenge, `${URL}/todos`),
  'week needs an update': (l) =>
    submissionReviewMail(reader(l), { accepted: false, week: 3, attempt: 2, feedback: 'Add the chart.' }, challenge, `${URL}/todos`),
  certificate: (l) => certificateMail(reader(l), challenge, 'Outstanding', 'https://lakbay.example.ph/certificates/ABC234', 'ABC234'),
};

describe('apprenticeship e-mails', () => {
  it.each(Object.entries(build))('%s: Filipino differs from English and carries the same names, links and numbers', (_, make) => {
    const [en, fil] = LANGUAGES.map(make);
    expect(fil.to).toBe(en.to);
    expect(fil.subject).not.toBe(en.subject);
    expect(fil.text).not.toBe(en.text);
    expect(fil.subject).toContain(challenge.title);
    const facts = (mail: SendMailJob) => mail.text.match(/https:\/\/\S+|\b\d+\b|Ben|ben@example\.ph|Globe|Add the chart\./g)?.sort();
    expect(facts(fil)).toEqual(facts(en));
  });

  it('keep the English word for word and write Filipino in Filipino', () => {
    expect(build['week needs an update']('en')).toMatchObject({
      subject: 'Week 3 needs an update: Data for Barangays',
      text: [
        'Hi Ana,',
        '',
        "Your group's week 3 submission (attempt 2) needs an update before it can be accepted.",
        '',
        'Feedback from the reviewer: Add the chart.',
        '',
        `Your to-dos: ${URL}/todos`,
        '',
        'Ingat,',
        'The Lakbay team',
      ].join('\n'),
    });
    expect(build['member joined']('fil')).toMatchObject({
      subject: 'Sumali si Ben sa grupo mo sa Data for Barangays',
      text: expect.stringMatching(/^Kumusta, Ana!\n\nTinanggap ni Ben ang invite mo/),
    });
  });

  it('give the invite expiry in the inviter’s zone and language, the zone named, to an address that may have no account', () => {
    const en = build.invite('en');
    const fil = build.invite('fil');
    expect(en.text).toMatch(/^Hi there,\n/);
    expect(en.text).toContain('The invite expires on Dec 2, 2026, 9:00 AM (Asia/Manila).');
    expect(fil.text).toMatch(/^Kumusta!\n/);
    expect(fil.text).toContain('Mag-e-expire ang invite sa Dis 2, 2026, 9:00 AM (Asia/Manila).');
    expect(fil.subject).toBe('Inimbitahan ka ni Ana na sumali sa grupo niya sa Data for Barangays');
    const dubai = inviteMail(
      'ben@example.ph',
      { name: 'Ana', language: 'en', timeZone: 'Asia/Dubai' },
      challenge,
      'https://x.ph/i',
      EXPIRES,
    );
    expect(dubai.text).toContain('The invite expires on Dec 2, 2026, 5:00 AM (Asia/Dubai).');
  });
});
