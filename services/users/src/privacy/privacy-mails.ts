import { PRIVACY_DELETE_LINK_TTL_HOURS, PRIVACY_EXPORT_TTL_HOURS, type Language, type SendMailJob } from '@lakbay/contracts';
import type { Localized } from '@lakbay/platform';

interface PrivacyMailTexts {
  hello: string;
  team: string;
  exportReady: { subject: string; ready: string; within: string; linkLabel: string; warning: string };
  confirmDeletion: { subject: string; asked: string; within: string; linkLabel: string; notYou: string };
  deleted: { subject: string; deleted: string; kept: string; signOff: string };
}

const TEXTS: Localized<PrivacyMailTexts> = {
  en: {
    hello: 'Hi there,',
    team: 'The Lakbay team',
    exportReady: {
      subject: 'Your Lakbay data is ready to download',
      ready:
        'The copy of your Lakbay data that you asked for is ready: your account, profile, consents, event registrations, bookings, apprenticeship applications and submissions, and your files, in one zip file.',
      within: `Download it within ${PRIVACY_EXPORT_TTL_HOURS} hours, logged in to Lakbay:`,
      linkLabel: 'Download my data',
      warning: 'The link works only for you, logged in to your account. If you did not ask for this, change your password.',
    },
    confirmDeletion: {
      subject: 'Confirm the deletion of your Lakbay account',
      asked: 'Someone (hopefully you) asked to delete your Lakbay account.',
      within: `Open this link within ${PRIVACY_DELETE_LINK_TTL_HOURS} hour to delete it for good:`,
      linkLabel: 'Delete my account',
      notYou: 'If you did not ask for this, ignore this e-mail: your account stays as it is.',
    },
    deleted: {
      subject: 'Your Lakbay account has been deleted',
      deleted: 'Your Lakbay account has been deleted, as you asked. You can no longer log in with it.',
      kept: 'We removed your personal data from Lakbay. What we keep, without your name or e-mail address, is listed on the privacy page.',
      signOff: 'Salamat for being part of Lakbay,',
    },
  },
  fil: {
    hello: 'Kumusta!',
    team: 'Ang Lakbay team',
    exportReady: {
      subject: 'Handa nang i-download ang iyong Lakbay data',
      ready:
        'Handa na ang kopya ng iyong Lakbay data na hiningi mo: ang iyong account, profile, mga pahintulot (consent), event registrations, bookings, apprenticeship applications at submissions, at ang iyong mga file, sa iisang zip file.',
      within: `I-download ito sa loob ng ${PRIVACY_EXPORT_TTL_HOURS} na oras, habang naka-log in sa Lakbay:`,
      linkLabel: 'I-download ang aking data',
      warning:
        'Gumagana lang ang link para sa iyo, habang naka-log in sa iyong account. Kung hindi ikaw ang humingi nito, palitan ang iyong password.',
    },
    confirmDeletion: {
      subject: 'Kumpirmahin ang pag-delete ng iyong Lakbay account',
      asked: 'May humiling (sana ikaw) na i-delete ang iyong Lakbay account.',
      within: `Buksan ang link na ito sa loob ng ${PRIVACY_DELETE_LINK_TTL_HOURS} oras para tuluyan itong i-delete:`,
      linkLabel: 'I-delete ang aking account',
      notYou: 'Kung hindi ikaw ang humiling nito, huwag pansinin ang e-mail na ito: mananatili ang iyong account.',
    },
    deleted: {
      subject: 'Na-delete na ang iyong Lakbay account',
      deleted: 'Na-delete na ang iyong Lakbay account, gaya ng hiniling mo. Hindi ka na makaka-log in gamit ito.',
      kept: 'Inalis namin ang iyong personal na data sa Lakbay. Ang itinatago namin, nang walang pangalan o e-mail address mo, ay nakalista sa privacy page.',
      signOff: 'Salamat sa pagiging bahagi ng Lakbay,',
    },
  },
};

/** A mail whose point is one link: the finished export, the deletion confirmation. */
function linkMail(
  to: string,
  link: string,
  language: Language,
  t: { subject: string; linkLabel: string },
  before: string[],
  after: string,
): SendMailJob {
  const { hello, team } = TEXTS[language];
  const text = [hello, '', ...before, '', link, '', after, '', team].join('\n');
  const html = `<p>${hello}</p><p>${before.join(' ')}</p><p><a href="${link}">${t.linkLabel}</a></p><p>${after}</p><p>${team}</p>`;
  return { to, subject: t.subject, text, html };
}

/** The link to a finished data export, in the account's language. */
export function exportReadyMail(to: string, link: string, language: Language): SendMailJob {
  const t = TEXTS[language].exportReady;
  return linkMail(to, link, language, t, [t.ready, t.within], t.warning);
}

/** The link that confirms the deletion of an account without a password (Google sign-in only). */
export function confirmDeletionMail(to: string, link: string, language: Language): SendMailJob {
  const t = TEXTS[language].confirmDeletion;
  return linkMail(to, link, language, t, [t.asked, t.within], t.notYou);
}

/** The last e-mail to a deleted account's address, in the language the account had. */
export function accountDeletedMail(to: string, language: Language): SendMailJob {
  const { hello, team, deleted: t } = TEXTS[language];
  const text = [hello, '', t.deleted, t.kept, '', t.signOff, team].join('\n');
  const html = `<p>${hello}</p><p>${t.deleted}</p><p>${t.kept}</p><p>${t.signOff}<br>${team}</p>`;
  return { to, subject: t.subject, text, html };
}
