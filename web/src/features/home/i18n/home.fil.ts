import type { Translation } from '@/lib/i18n';
import type en from './home.en';

/** Ang home page, sa Filipino. */
const home = {
  visitor: {
    eyebrow: 'Dito nagsisimula ang iyong career journey',
    heading: 'Maligayang pagdating sa Lakbay',
    lead: 'Mag-explore ng mga career, matuto mula sa mga volunteer Koach na nagtatrabaho sa larangan, at magkaroon ng totoong karanasan sa mga virtual apprenticeship. Libre para sa bawat Pilipinong mag-aaral.',
    signup: 'Gumawa ng account',
    login: 'Mag-log in',
    cardsHeading: 'Ano ang magagawa mo sa Lakbay',
    cardsLabel: 'Para sa mga Kadet',
    koachInvite:
      'Mahal mo ba ang larangan mo? <coach>Maging volunteer Koach</coach> at tulungan ang isang Kadet na hanapin ang kanyang daan.',
  },
  user: {
    eyebrowKoach: 'Salamat sa paggabay sa aming mga Kadet',
    eyebrowKadet: 'Handa ka na ba sa susunod na hakbang?',
    welcomeKoach: 'Maligayang pagdating, Koach',
    welcomeKadet: 'Maligayang pagdating, Kadet',
    loggedInAs: 'Naka-log in bilang <strong>{{name}}</strong>',
    toolkit: 'Ang iyong Koach toolkit',
    whereNext: 'Saan ka susunod?',
    koachFeatures: 'Para sa mga Koach',
    kadetFeatures: 'Para sa mga Kadet',
  },
  cardTitles: {
    apprenticeship: 'Virtual Apprenticeship',
    careers: 'Tuklasin ang mga Career',
    coaches: 'Maghanap ng Koach',
    videos: 'Manood ng mga Video',
    jobs: 'Mga Bakanteng Trabaho',
    events: 'Ano ang Bago',
    resources: 'Magsimula Dito',
    availability: 'Magdagdag ng Availability',
    profile: 'I-update ang Profile ko',
  },
  cards: {
    apprenticeship: 'Harapin ang isang totoong challenge kasama ang team, linggo-linggo, at magkaroon ng karanasang maipapakita mo.',
    careers: 'Tuklasin ang mga career, kung ano ang trabaho at paano nagsisimula ang mga tao rito.',
    coaches: 'Mag-book ng libreng session sa isang volunteer Koach na nagtatrabaho sa larangan.',
    videos: 'Pakinggan ang mga propesyonal na nagkukuwento tungkol sa kanilang trabaho at sa landas na tinahak nila.',
    jobs: 'Alamin ang mga trabaho: ano ang ginagawa, ano ang hinihingi at magkano ang sahod.',
    events: 'Mga event, talk at anunsyo mula sa Lakbay community.',
    resources: 'Coaching resources: paano tumatakbo ang mga session sa Lakbay at paano maghanda.',
    availability: 'Alamin kung paano ibahagi sa mga Kadet ang iyong bakanteng oras mula mismo sa iyong calendar.',
    profile: 'Ikuwento sa mga Kadet ang iyong trabaho para mahanap ka ng mga tamang Kadet.',
  },
} as const satisfies Translation<typeof en>;

export default home;
