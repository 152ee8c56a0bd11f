import { registerFeatureCatalogues } from '@/lib/i18n';
import en from './coaches.en';

/** The coaches namespace: English in the feature's chunk, Filipino fetched when chosen. */
export const COACHES_NS = 'coaches';

registerFeatureCatalogues(COACHES_NS, en, () => import('./coaches.fil'));
