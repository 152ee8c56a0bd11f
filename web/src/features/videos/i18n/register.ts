import { registerFeatureCatalogues } from '@/lib/i18n';
import en from './videos.en';

/** The videos namespace: English in the feature's chunk, Filipino fetched when chosen. */
export const VIDEOS_NS = 'videos';

registerFeatureCatalogues(VIDEOS_NS, en, () => import('./videos.fil'));
