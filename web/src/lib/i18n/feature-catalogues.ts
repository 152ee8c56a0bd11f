import { registerCatalogues } from './i18n';

/**
 * registerCatalogues for the usual feature: English in the feature's own chunk (ready at the first
 * render), Filipino a small chunk fetched when chosen.
 */
export function registerFeatureCatalogues(
  namespace: string,
  en: Record<string, unknown>,
  fil: () => Promise<{ default: Record<string, unknown> }>,
): void {
  registerCatalogues(namespace, { en: () => Promise.resolve({ default: en }), fil }, en);
}
