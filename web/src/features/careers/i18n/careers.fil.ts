import type { Translation } from '@/lib/i18n';
import type en from './careers.en';

/**
 * Ang Career Explorer sa Filipino, gaya ng gamit sa paaralan: Ingles ang mga career term na gamit
 * ng mga estudyante (strand, course, board exam). Ang nilalaman ng bawat career ay hindi isinasalin.
 */
const careers = {
  list: {
    title: 'Career Explorer',
    intro: 'Mag-browse ng mga career ayon sa kategorya at alamin kung ano talaga ang trabaho.',
    searchLabel: 'Maghanap ng career',
    searchPlaceholder: 'Maghanap ng career, hal. analyst',
    count_one: '{{count}} na career',
    count_other: '{{count}} na career',
    countIn: '{{total}} sa {{category}}',
    label: 'Mga career',
    pages: 'Mga pahina ng mga career',
    loading: 'Nilo-load ang mga career',
    error: 'Hindi ma-load ang mga career',
    noMatch: 'Walang career na tugma sa {{what}}',
    noMatchFilters: 'Walang career na tugma sa mga filter na ito',
    matchWords: '“{{q}}”',
    matchCategory: 'sa {{category}}',
    noMatchText: 'Subukan ang ibang salita, o tumingin sa lahat ng kategorya.',
  },
  page: {
    details: 'Detalye ng career',
    loading: 'Nilo-load ang career',
    notFound: 'Hindi nahanap ang career',
    notFoundTitle: 'Hindi namin mahanap ang career na ito',
    notFoundText: 'Maaaring pinalitan ang pangalan nito o tinanggal na.',
    loadFailed: 'Hindi ma-load ang career na ito',
    seeAll: 'Tingnan ang lahat ng career',
    tryAgain: 'Subukan ulit',
    eyebrow: 'Career Explorer',
    dayInTheLife: 'Isang araw sa trabaho',
    keyTasks: 'Mga pangunahing gawain',
    skills: 'Mga skill',
    hardSkills: 'Mga teknikal na kasanayan',
    softSkills: 'Mga kasanayan sa pakikitungo',
    noneListed: 'Wala pang nakalista.',
    howToGetThere: 'Paano makarating dito',
    outlook: 'Outlook ng trabaho',
    salary: 'Saklaw ng sahod',
    entry: 'Bagong pasok',
    experienced: 'May karanasan',
    salarySource: 'Kada buwan, sa piso. Datos ng {{year}}; source: {{source}}.',
    noSalary: 'Wala pang datos ng sahod para sa career na ito.',
    related: 'Mga kaugnay na career',
    talk: 'Kausapin ang isang gumagawa nito',
    talkText: 'Ikinukuwento ng mga Koach kung paano nila nakuha ang unang trabaho nila at kung ano talaga ang trabaho.',
    findKoach: 'Maghanap ng Koach',
    videos: 'Mga kaugnay na video',
  },
  education: {
    shs: 'Strand sa Senior High',
    anyStrand: 'Kahit anong strand',
    college: 'Kurso sa kolehiyo',
    anyCourse: 'Walang tiyak na kursong kailangan',
    tesda: 'Sertipiko ng TESDA',
    licensure: 'Board exam (licensure)',
    strands: {
      STEM: 'Science, Technology, Engineering and Mathematics',
      ABM: 'Accountancy, Business and Management',
      HUMSS: 'Humanities and Social Sciences',
      GAS: 'General Academic Strand',
      TVL: 'Technical-Vocational-Livelihood',
    },
  },
} as const satisfies Translation<typeof en>;

export default careers;
