import type { Translation } from '@/lib/i18n';
import type en from './events.en';

/** Ang What's New (mga event) sa Filipino. Ang mga event mismo ay hindi isinasalin. */
const events = {
  list: {
    title: 'Ano ang Bago',
    intro: 'Mga event, talk at workshop mula sa komunidad ng Lakbay. Mag-register para makakuha ng upuan.',
    which: 'Aling mga event',
    upcoming: 'Paparating',
    past: 'Nakaraan',
    upcomingLabel: 'Mga paparating na event',
    pastLabel: 'Mga nakaraang event',
    pages: 'Mga pahina ng mga event',
    loading: 'Nilo-load ang mga event',
    error: 'Hindi ma-load ang mga event',
    noUpcoming: 'Walang paparating na event',
    noUpcomingText: 'Dito lalabas ang mga bagong talk, workshop at meet-up.',
    noPast: 'Wala pang nakaraang event',
    noPastText: 'Dito ililista ang mga event na natapos na.',
  },
  explore: {
    title: 'Mga Event',
    intro: 'Mga talk at workshop na puwedeng i-explore kasama ng mga career at Koach.',
    seePast: 'Tingnan ang mga nakaraang event sa Ano ang Bago',
  },
  card: {
    needsApproval: 'Kailangan ng approval',
    closed: 'Sarado na ang registration',
    you: 'Ikaw:',
    inLine: ' pang-{{position}} sa pila',
  },
  format: { ONLINE: 'Online', ONSITE: 'On-site', HYBRID: 'Hybrid' },
  seats: {
    noLimit: 'Walang limit sa upuan',
    fullWaitlist_one: 'Puno · {{count}} sa waitlist',
    fullWaitlist_other: 'Puno · {{count}} sa waitlist',
    fullOpen: 'Puno · bukas ang waitlist',
    left: '{{left}} sa {{capacity}} na upuan ang natitira',
  },
  status: {
    INTERESTED: 'Interesado',
    APPLIED: 'Naghihintay ng approval',
    APPROVED: 'Approved',
    WAITLISTED: 'Nasa waitlist',
    REJECTED: 'Hindi natanggap',
    COMPLETED: 'Natapos',
    DROPPED_OUT: 'Umatras',
  },
} as const satisfies Translation<typeof en>;

export default events;
