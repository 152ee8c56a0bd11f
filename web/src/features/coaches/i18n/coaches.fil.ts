import type { Translation } from '@/lib/i18n';
import type en from './coaches.en';

/** Ang Coach Connector sa Filipino. Ang "Koach" at "Kadet" ay pangalan sa Lakbay at hindi isinasalin. */
const coaches = {
  list: {
    title: 'Coach Connector',
    intro: 'Maghanap ng volunteer na Koach na nagtatrabaho sa career na gusto mong malaman, at mag-book ng libreng session.',
    byField: 'I-filter ayon sa field',
    language: 'Wika',
    anyLanguage: 'Kahit anong wika',
    freeThisWeek: 'Bakante ngayong linggo',
    count_one: '{{count}} Koach',
    count_other: '{{count}} na Koach',
    countIn: ' sa {{category}}',
    countSpeak: ' na nagsasalita ng {{language}}',
    countFree: ', bakante ngayong linggo',
    label: 'Mga Koach',
    pages: 'Mga pahina ng mga Koach',
    loading: 'Nilo-load ang mga Koach',
    error: 'Hindi ma-load ang mga Koach',
    noMatch: 'Walang Koach na tugma sa mga filter na ito',
    noMatchFree: 'Baka bakante ang mga Koach sa susunod na linggo: subukan nang walang “Bakante ngayong linggo”, o ibang field.',
    noMatchText: 'Subukan ang ibang field o wika.',
    none: 'Wala pang nakalistang Koach',
    noneText: 'Inihahanda pa ang mga volunteer na Koach. Bumalik ulit, o mag-explore muna ng mga career.',
  },
  card: {
    speaks: 'Nagsasalita ng {{languages}}',
    sessions_one: '{{count}} session na naisagawa',
    sessions_other: '{{count}} session na naisagawa',
    nextFree: 'Susunod na bakante: {{time}}',
    noSlots: 'Walang bakanteng oras ngayong linggo',
  },
  rating: {
    rated: 'Rating na {{rating}} sa 5',
    none: 'Wala pang review',
    reviews_one: '({{count}} review)',
    reviews_other: '({{count}} na review)',
  },
  inField: {
    title: 'Mga Koach sa field na ito',
    loading: 'Nilo-load ang mga Koach sa field na ito',
    label: 'Mga Koach sa {{field}}',
    none: 'Wala pang nakalistang Koach sa {{field}}. Makakatulong pa rin ang mga Koach sa kalapit na field sa pagplano ng landas mo.',
    thisField: 'field na ito',
    find: 'Maghanap ng Koach',
  },
} as const satisfies Translation<typeof en>;

export default coaches;
