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
    skipToContent: 'Lumaktaw sa nilalaman',
    home: 'Tahanan ng Lakbay',
    menu: 'Mga Pahina',
    logout: 'Mag-log out',
    getStarted: 'Magsimula',
    myAccount: 'Aking account ({{name}})',
  },
  footer: {
    credit: 'Ginawa nang buong puso ng aming product team',
    version: 'Bersyon {{version}}',
    pages: 'Mga Pahina',
    myData: 'Ang iyong data at privacy',
    privacy: 'Patakaran sa Privacy',
    terms: 'Mga Tuntunin ng Paggamit',
    help: 'Kailangan ng tulong? Tingnan ang <faqs>Mga Tanong</faqs>!',
    followUs: 'Sundan kami',
    social: {
      facebook: 'Lakbay sa Facebook',
      forum: 'Community forum ng Lakbay',
      instagram: 'Lakbay sa Instagram',
      medium: 'Lakbay sa Medium',
      youtube: 'Lakbay sa YouTube',
      tiktok: 'Lakbay sa TikTok',
    },
  },
  language: {
    label: 'Wika',
    switchTo: 'Palitan ang wika sa {{language}}',
  },
  cookies: {
    heading: 'Mahalaga sa amin ang karanasan mo!',
    body: 'Maaaring iproseso ng Lakbay ang impormasyon kung paano mo ginagamit ang platform para mapahusay ang aming mga produkto, para sa audience insights at para sa pagsukat ng content. Basahin ang aming <privacy>Patakaran sa Privacy</privacy> para malaman ang higit pa.',
    accept: 'Tanggapin',
    decline: 'Tanggihan',
  },
  offline: 'Offline ka. Gumagana pa rin ang mga pahinang nabuksan mo na dati; kailangan ng koneksyon para sa iba.',
  dataSaver: 'Tipid sa data',
  status: {
    notFoundHeading: 'Walang ganitong pahina rito!',
    errorHeading: 'Naku! May mali.',
    notAdminHeading: 'Bawal ka rito!!!',
    notFoundTitle: 'Walang ganitong pahina',
    notFoundText: 'Wala na o inilipat na ang pahinang hinahanap mo.',
    goHome: 'Bumalik sa Tahanan',
    errorTitle: 'May nagkaproblema',
    errorText:
      'Nagkaproblema sa pagpapakita ng pahinang ito. Pakisubukang <reload>i-reload ang pahina</reload>, o bumalik sa <home>home page</home>.',
    errorContact: 'Kung mangyari ulit, sumulat sa Lakbay team sa <mail>{{email}}</mail> at sabihin kung ano ang ginagawa mo noon.',
    notAdmin: 'Para lang sa mga admin ng Lakbay ang bahaging ito. Ibinabalik ka namin sa Tahanan…',
    notSavedTitle: 'Hindi naka-save sa device na ito',
    notSavedText:
      'Hindi pa nabubuksan dito ang pahinang ito, kaya kailangan nito ng koneksyon. Kusa itong magbubukas kapag online ka na ulit.',
  },
  contentLanguage: {
    fallback: 'Nasa English pa ang ilang bahagi nito — wala pa itong salin sa Filipino.',
  },
  pager: {
    previous: 'Nakaraang pahina',
    next: 'Susunod na pahina',
    page: 'Pahina {{page}}',
  },
  video: {
    play: 'I-play ang video: {{title}}',
    watchOnYouTube: 'Panoorin sa YouTube',
    notAvailable: 'Wala pang video',
    notAvailableYet: 'Hindi pa available ang video na ito',
  },
  careerCard: {
    startingPay: 'Panimulang sahod',
    aMonth: 'kada buwan',
  },
  filter: {
    byCategory: 'I-filter ayon sa kategorya',
    all: 'Lahat',
  },
  write: {
    checking: 'Tinitingnan kung na-save ito…',
    outcomeUnknown: 'Hindi namin makumpirma kung na-save ito. Baka na-save na: i-reload ang pahina at hanapin ito bago subukan ulit.',
  },
  form: {
    required: 'Kailangan ang {{label}}',
    failed: 'May nagkaproblema. Pakisubukan ulit.',
    failedWithStatus: 'Hindi natuloy ang request (status code {{status}})',
  },
  loading: 'Naglo-load',
  search: {
    placeholder: 'Maghanap ng coach, career, video',
    label: 'Maghanap ng coach, career at video',
    submit: 'Maghanap',
    searching: 'Naghahanap…',
    noResults: 'Walang resulta para sa “{{query}}”. Subukan ang isa sa mga ito:',
    unavailableCached: 'Hindi available ang search ngayon; ipinapakita ang mga naunang resulta.',
    unavailable: 'Hindi available ang search ngayon. Subukan ang isa sa mga ito:',
    result_one: '{{count}} resulta',
    result_other: '{{count}} resulta',
    suggestions: 'Mga mungkahi',
    listLabel: 'Mga mungkahi sa paghahanap',
    hints: { videos: 'Manood ng mga career video', careers: 'Tuklasin ang mga career', coaches: 'Maghanap ng Koach' },
  },
  explore: { label: 'Mag-explore', coaches: 'Mga Koach', careers: 'Mga Career', events: 'Mga Event' },
} as const satisfies Translation<typeof en>;

export default common;
