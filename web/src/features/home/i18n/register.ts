import { registerCatalogues } from '@/lib/i18n';
import en from './home.en';

/** The home namespace. English comes with the home page, Filipino on demand. */
export const HOME_NS = 'home';

registerCatalogues(HOME_NS, { en: () => Promise.resolve({ default: en }), fil: () => import('./home.fil') }, en);
