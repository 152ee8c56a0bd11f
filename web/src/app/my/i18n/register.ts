import { registerCatalogues } from '@/lib/i18n';
import en from './my.en';

/** The my namespace: the signed-in area. English comes with the feature, Filipino on demand. */
export const MY_NS = 'my';

registerCatalogues(MY_NS, { en: () => Promise.resolve({ default: en }), fil: () => import('./my.fil') }, en);
