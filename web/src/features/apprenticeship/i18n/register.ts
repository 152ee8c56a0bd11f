import { registerFeatureCatalogues } from '@/lib/i18n';
import en from './apprenticeship.en';

/** The apprenticeship namespace: English in the feature's chunk, Filipino fetched when chosen. */
export const APPRENTICESHIP_NS = 'apprenticeship';

registerFeatureCatalogues(APPRENTICESHIP_NS, en, () => import('./apprenticeship.fil'));
