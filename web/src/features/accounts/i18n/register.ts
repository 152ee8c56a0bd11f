import { registerCatalogues } from '@/lib/i18n';
import en from './accounts.en';

/** The accounts namespace: sign-up, onboarding, password reset. English comes with the feature, Filipino on demand. */
export const ACCOUNTS_NS = 'accounts';

registerCatalogues(ACCOUNTS_NS, { en: () => Promise.resolve({ default: en }), fil: () => import('./accounts.fil') }, en);
