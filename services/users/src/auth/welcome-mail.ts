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

/** The link that finishes a sign-up (the account is created when it is followed). */
export function signupLinkMail(to: string, coach: boolean, link: string): SendMailJob {
  const what = coach ? 'a Koach account' : 'an account';
  const text = [
    'Hello,',
    '',
    `Someone (hopefully you) asked for ${what} on Lakbay with this e-mail address.`,
    'Open this link within 24 hours to finish signing up:',
    '',
    link,
    '',
    'The link works once. If you did not ask for this, ignore this e-mail: no account is made.',
    '',
    'The Lakbay team',
  ].join('\n');
  const html = `<p>Hello,</p><p>Someone (hopefully you) asked for ${what} on Lakbay with this e-mail address. Open this link within 24 hours to finish signing up:</p><p><a href="${link}">Finish signing up</a></p><p>The link works once. If you did not ask for this, ignore this e-mail: no account is made.</p><p>The Lakbay team</p>`;
  return { to, subject: 'Finish signing up for Lakbay', text, html };
}

/** To the owner of an account when someone tries to sign up with its address. */
export function signupAttemptMail(to: string, publicUrl: string): SendMailJob {
  const login = `${publicUrl}/login`;
  const reset = `${publicUrl}/password-reset`;
  const text = [
    'Hello,',
    '',
    'Someone (hopefully you) tried to sign up for Lakbay with this e-mail address, which already has an account.',
    '',
    `To use your account, log in: ${login}`,
    `Forgot your password? Choose a new one: ${reset}`,
    '',
    'If it was not you, you can ignore this e-mail: nothing changed on your account.',
    '',
    'The Lakbay team',
  ].join('\n');
  const html = `<p>Hello,</p><p>Someone (hopefully you) tried to sign up for Lakbay with this e-mail address, which already has an account.</p><p><a href="${login}">Log in</a> to use your account, or <a href="${reset}">choose a new password</a> if you forgot it.</p><p>If it was not you, you can ignore this e-mail: nothing changed on your account.</p><p>The Lakbay team</p>`;
  return { to, subject: 'Someone tried to sign up with your e-mail address', text, html };
}
