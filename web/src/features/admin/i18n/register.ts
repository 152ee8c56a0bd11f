import { registerFeatureCatalogues } from '@/lib/i18n';
import en from './admin.en';

/** The admin namespace (admin tools): English in the feature's chunk, Filipino fetched when chosen. */
export const ADMIN_NS = 'admin';

registerFeatureCatalogues(ADMIN_NS, en, () => import('./admin.fil'));
