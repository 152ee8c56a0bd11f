import type { Translation } from '@/lib/i18n';
import type en from './resources.en';

/** Mga coaching resource (para sa mga Koach) sa Filipino. Ang mga resource mismo ay hindi isinasalin. */
const resources = {
  eyebrow: 'Para sa mga Koach',
  title: 'Mga coaching resource',
  intro: 'Magsimula rito: paano gumagana ang mga session sa Lakbay at paano maghanda para sa isa.',
  loading: 'Nilo-load ang mga resource',
  error: 'Hindi ma-load ang mga resource',
  tryAgain: 'Subukan ulit',
  none: 'Wala pang resource',
  noneText: 'Dito titipunin ang mga gabay sa pagpapatakbo ng unang session mo, mga template at tip mula sa ibang Koach.',
  addAvailability: 'Paano magdagdag ng availability',
  open: 'Buksan',
} as const satisfies Translation<typeof en>;

export default resources;
