import type { Translation } from '@/lib/i18n';
import type en from './auth.en';

/** Pag-log in, sa Filipino. */
const auth = {
  title: 'Mag-log in',
  formName: 'Pag-log in',
  submit: 'Mag-log in',
  email: 'E-mail address mo',
  password: 'Password mo',
  welcome: 'Maligayang pagbabalik! Mag-log in para magpatuloy sa pag-explore ng mga career at pakikipag-ugnayan sa mga Koach.',
  forgot: 'Nakalimutan ang password?',
  newHere: 'Bago sa Lakbay? <signup>Gumawa ng account</signup>',
  agree: 'Sa pag-log in, sumasang-ayon ka sa aming <terms>Mga Tuntunin ng Paggamit</terms> at <privacy>Patakaran sa Privacy</privacy>.',
  google: 'Magpatuloy gamit ang Google',
  googleDidNotFinish: 'Hindi natapos ang pag-sign in sa Google. Pakisubukan ulit.',
  logout: 'Mag-log out',
} as const satisfies Translation<typeof en>;

export default auth;
