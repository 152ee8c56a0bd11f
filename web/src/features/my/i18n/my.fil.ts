import type { Translation } from '@/lib/i18n';
import type en from './my.en';

/** Ang sariling bahagi ng user (/my), sa Filipino. */
const my = {
  profile: {
    title: 'Aking profile',
    intro: 'Kung paano ka nakikita ng ibang tao sa Lakbay.',
    tryAgain: 'Subukan ulit',
    notSet: 'Wala pa',
    noUsername: 'Wala pang username',
    active: 'Active',
    waiting: 'Naghihintay ng activation',
    edit: 'I-edit ang profile',
    account: 'Account',
    email: 'E-mail',
    signIn: 'Pag-sign in',
    consentGiven: 'Ibinigay noong {{date}}',
    language: 'Wika',
    koachProfile: 'Koach profile',
    kadetsSeeIt: 'Makikita ito ng mga Kadet sa <link>{{path}}</link>',
    studies: 'Pag-aaral at mga interes',
    jobSearch: 'Paghahanap ng trabaho',
  },
} as const satisfies Translation<typeof en>;

export default my;
