import type { Translation } from '@/lib/i18n';
import type en from './videos.en';

/** Ang pahina ng mga video sa Filipino. Ang mga pamagat at paglalarawan ng talk ay hindi isinasalin. */
const videos = {
  title: 'Mga Video',
  intro: 'Maiikling talk mula sa mga propesyonal tungkol sa trabaho nila at kung paano sila nakarating doon.',
  searchLabel: 'Maghanap ng video',
  searchPlaceholder: 'Maghanap ng talk o speaker',
  count_one: '{{count}} na video',
  count_other: '{{count}} na video',
  label: 'Mga video',
  pages: 'Mga pahina ng mga video',
  loading: 'Nilo-load ang mga video',
  error: 'Hindi ma-load ang mga video',
  noMatch: 'Walang video na tugma sa {{what}}',
  matchWords: '“{{q}}”',
  matchCategory: 'sa {{category}}',
  noMatchText: 'Subukan ang ibang salita, o tumingin sa lahat ng kategorya.',
  none: 'Wala pang video',
  noneText: 'Dito lalabas ang mga talk at kuwento tungkol sa career.',
  chosen: {
    label: 'Napiling video',
    labelWithTitle: 'Napiling video: {{title}}',
    gone: 'Wala na ang video na ito. Narito ang iba.',
    loading: 'Nilo-load ang video…',
    showAll: 'Ipakita ang lahat ng video',
  },
} as const satisfies Translation<typeof en>;

export default videos;
