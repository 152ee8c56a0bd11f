import type { Translation } from '@/lib/i18n';
import type en from './jobs.en';

/** Ang Career Database (mga trabaho) sa Filipino. Ang mga job posting ay hindi isinasalin. */
const jobs = {
  list: {
    title: 'Career Database',
    intro: 'Mga bukas na trabaho at internship mula sa mga partner na organisasyon. Direktang mag-apply sa employer.',
    filters: 'I-filter ang mga trabaho',
    search: 'Maghanap',
    searchPlaceholder: 'Titulo, kumpanya o keyword',
    category: 'Kategorya',
    allCategories: 'Lahat ng kategorya',
    workType: 'Uri ng trabaho',
    employment: 'Uri ng trabaho',
    any: 'Kahit ano',
    location: 'Lokasyon',
    locationPlaceholder: 'hal. Cebu',
    count_one: '{{count}} bukas na trabaho',
    count_other: '{{count}} bukas na trabaho',
    label: 'Mga trabaho',
    pages: 'Mga pahina ng mga trabaho',
    loading: 'Nilo-load ang mga trabaho',
    error: 'Hindi ma-load ang mga trabaho',
    noMatch: 'Walang bukas na trabahong tugma sa mga filter na ito',
    noMatchText: 'Subukan ang ibang lugar o uri ng trabaho.',
    none: 'Walang bukas na trabaho sa ngayon',
    noneText: 'Dito lalabas ang mga bagong posting mula sa mga partner na organisasyon.',
  },
  card: {
    sample: 'Halimbawang listing',
    sampleTitle: 'Halimbawa mula sa isang kathang-isip na kumpanya',
    about: 'Tungkol sa trabaho',
    aMonth: 'kada buwan',
    posted: 'Na-post noong {{date}}',
    applyBy: ' · Mag-apply hanggang {{date}}',
    apply: 'Mag-apply',
    applyFor: 'Mag-apply bilang {{title}} sa {{company}}',
    sampleNote:
      'Halimbawang listing ito mula sa isang kathang-isip na kumpanya, ipinakita bilang halimbawa: walang application na maipapadala.',
  },
  workType: { ON_SITE: 'Sa opisina', REMOTE: 'Mula sa bahay', HYBRID: 'Halo (opisina at bahay)' },
  employmentType: {
    FULL_TIME: 'Buong oras',
    PART_TIME: 'Hindi buong oras',
    CONTRACT: 'Kontrata',
    INTERNSHIP: 'OJT (internship)',
    FREELANCE: 'Raket (freelance)',
  },
} as const satisfies Translation<typeof en>;

export default jobs;
