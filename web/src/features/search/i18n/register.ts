import { registerFeatureCatalogues } from '@/lib/i18n';
import en from './search.en';

/** The search namespace (the results page): English in the feature's chunk, Filipino fetched when chosen. */
export const SEARCH_NS = 'search';

registerFeatureCatalogues(SEARCH_NS, en, () => import('./search.fil'));
