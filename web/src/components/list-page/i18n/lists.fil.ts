import type { Translation } from '@/lib/i18n';
import type en from './lists.en';

/** Ang mga salita ng mga list page, sa Filipino. */
const lists = {
  tryAgain: 'Subukan ulit',
  clearFilters: 'I-clear ang mga filter',
} as const satisfies Translation<typeof en>;

export default lists;
