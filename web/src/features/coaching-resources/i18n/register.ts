import { registerFeatureCatalogues } from '@/lib/i18n';
import en from './resources.en';

/** The coaching resources namespace: English in the feature's chunk, Filipino fetched when chosen. */
export const RESOURCES_NS = 'coachingResources';

registerFeatureCatalogues(RESOURCES_NS, en, () => import('./resources.fil'));
