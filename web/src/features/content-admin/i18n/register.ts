import { registerFeatureCatalogues } from '@/lib/i18n';
import en from './content-admin.en';

/** The contentAdmin namespace (the editors): English in the feature's chunk, Filipino fetched when chosen. */
export const CONTENT_ADMIN_NS = 'contentAdmin';

registerFeatureCatalogues(CONTENT_ADMIN_NS, en, () => import('./content-admin.fil'));
