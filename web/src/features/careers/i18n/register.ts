import { registerFeatureCatalogues } from '@/lib/i18n';
import en from './careers.en';

/** The careers namespace: English in the feature's chunk, Filipino fetched when chosen. */
export const CAREERS_NS = 'careers';

registerFeatureCatalogues(CAREERS_NS, en, () => import('./careers.fil'));
