import type { Language, SendMailJob } from '@lakbay/contracts';
import type { Localized } from '@lakbay/platform';

/** A mail that carries one single-use link: sign-up and password reset. */
interface LinkMailTexts {
  subject: string;
  /** Who asked for what. */
  asked: string;
  /** How long the link works. */
  openWithin: string;
  linkLabel: string;
  /** Works once; what happens if it was not you. */
  once: string;
}

interface AccountMailTexts {
  hello: string;
  team: string;
  welcome: { subject: string; welcome: string; next: (coach: boolean) => string; open: string; signOff: string };
  signupLink: (coach: boolean) => LinkMailTexts;
  passwordReset: LinkMailTexts;
  signupAttempt: {
    subject: string;
    tried: string;
    login: (url: string) => string;
    reset: (url: string) => string;
    /** The HTML sentence with both links. */
    links: (login: string, reset: string) => string;
    notYou: string;
  };
}

const TEXTS: Localized<AccountMailTexts> = {
  en: {
    hello: 'Hi there,',
    team: 'The Lakbay team',
    welcome: {
      subject: 'Welcome to Lakbay',
      welcome: 'Welcome to Lakbay!',
      next: (coach) =>
        coach
          ? 'Your Koach account is waiting for an admin to activate it. Meanwhile, log in to finish your coach profile, so Kadets can get to know you.'
          : 'Log in to finish your profile, then explore careers and jobs, and book a session with a Koach.',
      open: 'Open Lakbay',
      signOff: 'Ingat, and see you there,',
    },
    signupLink: (coach) => ({
      subject: 'Finish signing up for Lakbay',
      asked: `Someone (hopefully you) asked for ${coach ? 'a Koach account' : 'an account'} on Lakbay with this e-mail address.`,
      openWithin: 'Open this link within 24 hours to finish signing up:',
      linkLabel: 'Finish signing up',
      once: 'The link works once. If you did not ask for this, ignore this e-mail: no account is made.',
    }),
    passwordReset: {
      subject: 'Reset your Lakbay password',
      asked: 'Someone (hopefully you) asked to reset the password of your Lakbay account.',
      openWithin: 'Open this link within 1 hour to choose a new password:',
      linkLabel: 'Choose a new password',
      once: 'The link works once. If you did not ask for this, ignore this e-mail: your password stays the same.',
    },
    signupAttempt: {
      subject: 'Someone tried to sign up with your e-mail address',
      tried: 'Someone (hopefully you) tried to sign up for Lakbay with this e-mail address, which already has an account.',
      login: (url) => `To use your account, log in: ${url}`,
      reset: (url) => `Forgot your password? Choose a new one: ${url}`,
      links: (login, reset) =>
        `<a href="${login}">Log in</a> to use your account, or <a href="${reset}">choose a new password</a> if you forgot it.`,
      notYou: 'If it was not you, you can ignore this e-mail: nothing changed on your account.',
    },
  },
  fil: {
    hello: 'Kumusta!',
    team: 'Ang Lakbay team',
    welcome: {
      subject: 'Maligayang pagdating sa Lakbay',
      welcome: 'Maligayang pagdating sa Lakbay!',
      next: (coach) =>
        coach
          ? 'Hinihintay pa ng iyong Koach account na i-activate ito ng isang admin. Habang naghihintay, mag-log in para tapusin ang iyong coach profile, para makilala ka ng mga Kadet.'
          : 'Mag-log in para tapusin ang iyong profile, tapos tuklasin ang mga career at trabaho, at mag-book ng session kasama ang isang Koach.',
      open: 'Buksan ang Lakbay',
      signOff: 'Ingat, at magkita tayo roon,',
    },
    signupLink: (coach) => ({
      subject: 'Tapusin ang pag-sign up mo sa Lakbay',
      asked: `May humingi (sana ikaw) ng ${coach ? 'Koach account' : 'account'} sa Lakbay gamit ang e-mail address na ito.`,
      openWithin: 'Buksan ang link na ito sa loob ng 24 na oras para matapos ang pag-sign up:',
      linkLabel: 'Tapusin ang pag-sign up',
      once: 'Isang beses lang gagana ang link. Kung hindi ikaw ang humingi nito, huwag pansinin ang e-mail na ito: walang account na gagawin.',
    }),
    passwordReset: {
      subject: 'I-reset ang iyong Lakbay password',
      asked: 'May humiling (sana ikaw) na i-reset ang password ng iyong Lakbay account.',
      openWithin: 'Buksan ang link na ito sa loob ng 1 oras para pumili ng bagong password:',
      linkLabel: 'Pumili ng bagong password',
      once: 'Isang beses lang gagana ang link. Kung hindi ikaw ang humiling nito, huwag pansinin ang e-mail na ito: hindi magbabago ang iyong password.',
    },
    signupAttempt: {
      subject: 'May sumubok mag-sign up gamit ang iyong e-mail address',
      tried: 'May sumubok (sana ikaw) na mag-sign up sa Lakbay gamit ang e-mail address na ito, na may account na.',
      login: (url) => `Para magamit ang iyong account, mag-log in: ${url}`,
      reset: (url) => `Nakalimutan ang password? Pumili ng bago: ${url}`,
      links: (login, reset) =>
        `<a href="${login}">Mag-log in</a> para magamit ang iyong account, o <a href="${reset}">pumili ng bagong password</a> kung nakalimutan mo ito.`,
      notYou: 'Kung hindi ikaw ito, puwede mong balewalain ang e-mail na ito: walang nagbago sa iyong account.',
    },
  },
};

/** The e-mail a new account gets, whether it signed up with a password or with Google. */
export function welcomeMail(to: string, coach: boolean, publicUrl: string, language: Language): SendMailJob {
  const { hello, team, welcome: t } = TEXTS[language];
  const next = t.next(coach);
  const text = [hello, '', t.welcome, next, '', publicUrl, '', t.signOff, team].join('\n');
  const html = `<p>${hello}</p><p>${t.welcome} ${next}</p><p><a href="${publicUrl}">${t.open}</a></p><p>${t.signOff}<br>${team}</p>`;
  return { to, subject: t.subject, text, html };
}

/** The link that finishes a sign-up (the account is created when it is followed). */
export function signupLinkMail(to: string, coach: boolean, link: string, language: Language): SendMailJob {
  return linkMail(to, link, language, TEXTS[language].signupLink(coach));
}

/** The single-use link that lets the owner of an account choose a new password. */
export function passwordResetMail(to: string, link: string, language: Language): SendMailJob {
  return linkMail(to, link, language, TEXTS[language].passwordReset);
}

/** To the owner of an account when someone tries to sign up with its address. */
export function signupAttemptMail(to: string, publicUrl: string, language: Language): SendMailJob {
  const { hello, team, signupAttempt: t } = TEXTS[language];
  const login = `${publicUrl}/login`;
  const reset = `${publicUrl}/password-reset`;
  const text = [hello, '', t.tried, '', t.login(login), t.reset(reset), '', t.notYou, '', team].join('\n');
  const html = `<p>${hello}</p><p>${t.tried}</p><p>${t.links(login, reset)}</p><p>${t.notYou}</p><p>${team}</p>`;
  return { to, subject: t.subject, text, html };
}

function linkMail(to: string, link: string, language: Language, t: LinkMailTexts): SendMailJob {
  const { hello, team } = TEXTS[language];
  const text = [hello, '', t.asked, t.openWithin, '', link, '', t.once, '', team].join('\n');
  const html = `<p>${hello}</p><p>${t.asked} ${t.openWithin}</p><p><a href="${link}">${t.linkLabel}</a></p><p>${t.once}</p><p>${team}</p>`;
  return { to, subject: t.subject, text, html };
}
