import { i18n, registerCatalogues } from './i18n';

/**
 * A feature's namespace whose English ships in the feature's own chunk (so its first paint has its
 * words, with no catalogue request), and whose Filipino is a small chunk fetched when needed.
 */
export function registerFeatureCatalogues(
  namespace: string,
  en: Record<string, unknown>,
  fil: () => Promise<{ default: Record<string, unknown> }>,
): void {
  registerCatalogues(namespace, { en: () => Promise.resolve({ default: en }), fil });
  i18n.addResourceBundle('en', namespace, en);
}
