import { registerFeatureCatalogues } from '@/lib/i18n';
import en from './faqs.en';

/** The faqs namespace (both FAQ pages): English in the feature's chunk, Filipino fetched when chosen. */
export const FAQS_NS = 'faqs';

registerFeatureCatalogues(FAQS_NS, en, () => import('./faqs.fil'));
