import type { SendMailJob } from '@lakbay/contracts';

/** The e-mail a new account gets, whether it signed up with a password or with Google. */
export function welcomeMail(to: string, coach: boolean, publicUrl: string): SendMailJob {
  const next = coach
    ? 'Your Koach account is waiting for an admin to activate it. Meanwhile, log in to finish your coach profile, so Kadets can get to know you.'
    : 'Log in to finish your profile, then explore careers and jobs, and book a session with a Koach.';
  const text = ['Hello,', '', 'Welcome to Lakbay!', next, '', publicUrl, '', 'Ingat, and see you there,', 'The Lakbay team'].join('\n');
  const html = `<p>Hello,</p><p>Welcome to Lakbay! ${next}</p><p><a href="${publicUrl}">Open Lakbay</a></p><p>Ingat, and see you there,<br>The Lakbay team</p>`;
  return { to, subject: 'Welcome to Lakbay', text, html };
}
