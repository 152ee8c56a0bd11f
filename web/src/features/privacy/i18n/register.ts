import { registerCatalogues } from '@/lib/i18n';

/** The privacy namespace: its own small catalogues, fetched when /my/privacy first renders. */
export const PRIVACY_NS = 'privacy';

registerCatalogues(PRIVACY_NS, {
  en: () => import('./privacy.en'),
  fil: () => import('./privacy.fil'),
});
