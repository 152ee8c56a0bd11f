import { PRIVACY_DELETE_LINK_TTL_HOURS, PRIVACY_EXPORT_TTL_HOURS, type SendMailJob } from '@lakbay/contracts';

/** The link to a finished data export. */
export function exportReadyMail(to: string, link: string): SendMailJob {
  const text = [
    'Hello,',
    '',
    'The copy of your Lakbay data that you asked for is ready: your account, profile, consents,',
    'event registrations, bookings, apprenticeship applications and submissions, and your files, in one zip file.',
    `Download it within ${PRIVACY_EXPORT_TTL_HOURS} hours:`,
    '',
    link,
    '',
    'Anyone with this link can download your data: do not forward this e-mail. If you did not ask for it, change your password.',
    '',
    'The Lakbay team',
  ].join('\n');
  const html = `<p>Hello,</p><p>The copy of your Lakbay data that you asked for is ready: your account, profile, consents, event registrations, bookings, apprenticeship applications and submissions, and your files, in one zip file. Download it within ${PRIVACY_EXPORT_TTL_HOURS} hours:</p><p><a href="${link}">Download my data</a></p><p>Anyone with this link can download your data: do not forward this e-mail. If you did not ask for it, change your password.</p><p>The Lakbay team</p>`;
  return { to, subject: 'Your Lakbay data is ready to download', text, html };
}

/** The link that confirms the deletion of an account without a password (Google sign-in only). */
export function confirmDeletionMail(to: string, link: string): SendMailJob {
  const text = [
    'Hello,',
    '',
    'Someone (hopefully you) asked to delete your Lakbay account.',
    `Open this link within ${PRIVACY_DELETE_LINK_TTL_HOURS} hour to delete it for good:`,
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your account stays as it is.',
    '',
    'The Lakbay team',
  ].join('\n');
  const html = `<p>Hello,</p><p>Someone (hopefully you) asked to delete your Lakbay account. Open this link within ${PRIVACY_DELETE_LINK_TTL_HOURS} hour to delete it for good:</p><p><a href="${link}">Delete my account</a></p><p>If you did not ask for this, ignore this e-mail: your account stays as it is.</p><p>The Lakbay team</p>`;
  return { to, subject: 'Confirm the deletion of your Lakbay account', text, html };
}

/** The last e-mail to a deleted account's address. */
export function accountDeletedMail(to: string): SendMailJob {
  const text = [
    'Hello,',
    '',
    'Your Lakbay account has been deleted, as you asked. You can no longer log in with it.',
    'We removed your personal data from Lakbay. What we keep, without your name or e-mail address, is listed on the privacy page.',
    '',
    'Salamat for being part of Lakbay,',
    'The Lakbay team',
  ].join('\n');
  const html = `<p>Hello,</p><p>Your Lakbay account has been deleted, as you asked. You can no longer log in with it.</p><p>We removed your personal data from Lakbay. What we keep, without your name or e-mail address, is listed on the privacy page.</p><p>Salamat for being part of Lakbay,<br>The Lakbay team</p>`;
  return { to, subject: 'Your Lakbay account has been deleted', text, html };
}
