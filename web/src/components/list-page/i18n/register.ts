import { registerFeatureCatalogues } from '@/lib/i18n';
import en from './lists.en';

export const LISTS_NS = 'lists';

registerFeatureCatalogues(LISTS_NS, en, () => import('./lists.fil'));
