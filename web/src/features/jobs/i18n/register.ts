import { registerFeatureCatalogues } from '@/lib/i18n';
import en from './jobs.en';

/** The jobs namespace: English in the feature's chunk, Filipino fetched when chosen. */
export const JOBS_NS = 'jobs';

registerFeatureCatalogues(JOBS_NS, en, () => import('./jobs.fil'));
