import type { Translation } from '../catalogue';
import type en from './common.en';

/** Ang shell sa Filipino. Pangalan ng programa (Coach Connector, Virtual Apprenticeship...) ay hindi isinasalin. */
const common = {
  nav: {
    home: 'Tahanan',
    forum: 'Forum',
    virtualApprenticeship: 'Virtual Apprenticeship',
    coachConnector: 'Coach Connector',
    careerExplorer: 'Career Explorer',
    careerDatabase: 'Career Database',
    whatsNew: 'Ano ang Bago',
    faqs: 'Mga Tanong',
    new: 'Bago',
    opensInNewTab: '(bubukas sa bagong tab)',
    main: 'Pangunahin',
  },
  header: {
    home: 'Tahanan ng Lakbay',
    menu: 'Menu',
    logout: 'Mag-log out',
    getStarted: 'Magsimula',
    myAccount: 'Aking account ({{name}})',
  },
  footer: {
    credit: 'Ginawa nang may pagmamahal ng product team',
    version: 'Bersyon {{version}}',
    pages: 'Mga Pahina',
    myData: 'Ang iyong data at privacy',
    privacy: 'Patakaran sa Privacy',
    terms: 'Mga Tuntunin ng Paggamit',
    help: 'Kailangan ng tulong? Puntahan ang aming <faqs>Mga Tanong</faqs>!',
    followUs: 'Sundan kami',
  },
  language: {
    label: 'Wika',
    switchTo: 'Palitan ang wika sa {{language}}',
  },
} as const satisfies Translation<typeof en>;

export default common;
