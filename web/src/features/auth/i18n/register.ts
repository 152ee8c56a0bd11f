import { registerCatalogues } from '@/lib/i18n';
import en from './auth.en';

/** The auth namespace: the login screen and modal. English comes with the feature, Filipino on demand. */
export const AUTH_NS = 'auth';

registerCatalogues(AUTH_NS, { en: () => Promise.resolve({ default: en }), fil: () => import('./auth.fil') }, en);
