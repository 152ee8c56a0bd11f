import type { Translation } from '@/lib/i18n';
import type en from './search.en';

/** Ang /search results page sa Filipino; ang pangalan ng bawat grupo ay nananatiling Ingles (spec section 2). */
const search = {
  title: 'Mga resulta ng search',
  intro: 'Lahat ng tumutugma sa “{{query}}”.',
  searchLabel: 'Maghanap ng coach, career at video',
  empty: { title: 'I-type ang hinahanap mo', text: 'Mga career, coach at video, sa Ingles o Filipino.' },
  unavailable: 'Hindi available ang search ngayon',
  tryAgain: 'Subukan muli',
  noResults: { title: 'Walang resulta para sa “{{query}}”', text: 'Subukan ang ibang salita, o isa sa mga ito:' },
  searching: 'Hinahanap sa {{group}}…',
  showMore: 'Magpakita pa ng {{group}}',
  max: 'Ipinapakita ang unang {{count}}. Magdagdag ng salita para paliitin ang search.',
} as const satisfies Translation<typeof en>;

export default search;
