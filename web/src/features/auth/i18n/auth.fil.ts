import type { Translation } from '@/lib/i18n';
import type en from './auth.en';

/** Pag-log in, sa Filipino. Nasa code ang mga salitang sinipi ng spec ('Log In', 'Log in', 'or'...). */
const auth = {
  welcome: 'Welcome back! Mag-log in para magpatuloy sa pag-explore ng mga career at pakikipag-ugnayan sa mga Koach.',
  forgot: 'Nakalimutan ang password?',
  newHere: 'Bago sa Lakbay? <signup>Gumawa ng account</signup>',
  agree: 'Sa pag-log in, sumasang-ayon ka sa aming <terms>Mga Tuntunin ng Paggamit</terms> at <privacy>Patakaran sa Privacy</privacy>.',
  google: 'Magpatuloy gamit ang Google',
  googleDidNotFinish: 'Hindi natapos ang pag-sign in sa Google. Pakisubukan ulit.',
  logout: 'Mag-log out',
} as const satisfies Translation<typeof en>;

export default auth;
