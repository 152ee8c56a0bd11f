import { registerCatalogues } from '@/lib/i18n';

/** The interests namespace: its own small catalogues, fetched when a quiz or suggestions first render. */
export const INTERESTS_NS = 'interests';

registerCatalogues(INTERESTS_NS, {
  en: () => import('./interests.en'),
  fil: () => import('./interests.fil'),
});
