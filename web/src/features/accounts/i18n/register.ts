import type { TFunction } from 'i18next';
import { registerCatalogues } from '@/lib/i18n';
import en from './accounts.en';

/** The accounts namespace: sign-up, onboarding, password reset. English comes with the feature, Filipino on demand. */
export const ACCOUNTS_NS = 'accounts';

/** The accounts namespace's `t`, which the shared field checks take to speak the interface's language. */
export type AccountsT = TFunction<typeof ACCOUNTS_NS>;

registerCatalogues(ACCOUNTS_NS, { en: () => Promise.resolve({ default: en }), fil: () => import('./accounts.fil') }, en);
