import type { Translation } from '@/lib/i18n';
import type en from './faqs.en';

/**
 * Ang mga FAQ page sa Filipino. Ang mga tanong at sagot ay galing sa database at hindi isinasalin;
 * ang mga salitang "coaching" at "session" ay nananatiling Ingles (iyon ang hinahanap ng Lakbay sa subject).
 */
const faqs = {
  title: 'Mga madalas itanong',
  intro: 'Mga sagot tungkol sa account, mga session kasama ang mga Koach, mga event at virtual apprenticeship.',
  loading: 'Nilo-load ang mga tanong',
  loadFailed: 'Hindi ma-load ang mga tanong',
  tryAgain: 'Subukan muli',
  empty: { title: 'Wala pang nasasagot na tanong', text: 'Dito ilalagay ang mga sagot sa mga karaniwang tanong.' },
  general: 'Pangkalahatan',
  koachHelp: '<strong>Mga Koach:</strong> sunud-sunod na gabay sa pag-publish ng inyong mga bakanteng oras.',
  toAvailability: 'Paano magdagdag ng availability',
  availability: {
    eyebrow: 'Para sa mga Koach',
    title: 'Paano idagdag ang inyong mga availability',
    intro:
      'Bina-book kayo ng mga Kadet sa mga oras na minarkahan ninyong bakante sa sarili ninyong calendar. Tatlong bagay ang kailangan para mabilang ang isang event.',
    sameEmail: {
      title: 'Gamitin ang parehong e-mail address',
      text: 'Gawin ang event sa calendar app ng e-mail address na gamit ninyo sa Lakbay, para malaman naming sa inyo ang oras.',
    },
    invite: {
      title: 'I-invite ang scheduling address ng Lakbay',
      text: 'Idagdag ang scheduling address ng Lakbay sa event bilang guest, gaya ng pag-invite ninyo sa isang kasamahan:',
    },
    subject: {
      title: 'Ilagay ang “coaching” o “session” sa subject',
      text: 'Ilagay ang salitang “coaching” o “session” sa title ng event, halimbawa “Coaching hour”.',
    },
    recurring:
      '<strong>Lumalabas din ang mga umuulit na event.</strong> Ang lingguhang “Coaching hour” ay nagbubukas ng booking bawat linggo hanggang tapusin o baguhin ninyo ang series.',
    moreQuestions: 'May iba pang tanong? Tingnan ang mga FAQ',
  },
} as const satisfies Translation<typeof en>;

export default faqs;
