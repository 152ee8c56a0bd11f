import { createInstance, type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { CatalogueLoaders } from './catalogue';
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, LOCALES, type Locale } from './locales';
import commonEn from './messages/common.en';

/**
 * Namespaces and where their catalogues come from. The shell's English ('common') is in the first
 * download; every other catalogue, Filipino included, is its own small chunk fetched when a page
 * of that language needs it, so English visitors never download Filipino and the reverse.
 */
const loaders = new Map<string, CatalogueLoaders>([
  ['common', { en: () => Promise.resolve({ default: commonEn }), fil: () => import('./messages/common.fil') }],
]);

/**
 * A feature registers its catalogues once, at module load, before its components render. Given
 * its English catalogue as well, that one is in the feature's own chunk and ready at the first
 * render (no frame of keys, no wait); other languages still load on demand.
 */
export function registerCatalogues(namespace: string, catalogues: CatalogueLoaders, english?: Record<string, unknown>): void {
  loaders.set(namespace, catalogues);
  if (english) {
    i18n.addResourceBundle('en', namespace, english, true, false);
  }
}

/** Loads a namespace's catalogue and hands it (or the failure) to i18next. */
async function readCatalogue(language: string, namespace: string, callback: ReadCallback): Promise<void> {
  const load = isLocale(language) ? loaders.get(namespace)?.[language] : undefined;
  let catalogue: Record<string, unknown> | null = null;
  let failure: Error | null = load ? null : new Error(`No ${language} catalogue for ${namespace}`);
  if (load) {
    try {
      catalogue = (await load()).default;
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    }
  }
  callback(failure, catalogue ?? false);
}

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => void readCatalogue(language, namespace, callback),
};

export const i18n = createInstance();

void i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: ['common'],
    defaultNS: 'common',
    // The shell's English is bundled: the first paint needs no catalogue request.
    resources: { en: { common: commonEn } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    // While another language's catalogues load, the page keeps its current words instead of suspending.
    react: { useSuspense: false },
  });

export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);

/** The Intl locale of the interface's language now (dates, times, pesos). */
export const currentIntlLocale = (): string => INTL_LOCALE[currentLocale()];

/** Switches the interface: loads the language's catalogues, then re-renders, and sets <html lang>. */
/** The language change under way (applyLocale), if any: loadRegisteredNamespaces waits for it. */
let languageChange: Promise<unknown> = Promise.resolve();

export async function applyLocale(locale: Locale): Promise<void> {
  if (i18n.language !== locale) {
    languageChange = i18n.changeLanguage(locale);
    await languageChange;
  }
  document.documentElement.lang = locale;
  // The server draws the next page in it too (the BFF's web-pages.ts pageLanguage): a preference, no tracking.
  document.cookie = `lang=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Loads the current language's catalogue of every namespace registered so far: a page calls it
 * once its code has loaded, so it first draws with its words rather than empty, then grows (a
 * layout shift; issue 15). Namespaces already loaded cost nothing.
 */
export async function loadRegisteredNamespaces(): Promise<void> {
  // A language change loads the namespaces known when it began, and i18next takes the new language
  // only once they are in: a page whose code registered its namespace meanwhile would load it in
  // the old language and draw in it (its code loads beside the start's language change).
  await languageChange.catch(() => undefined);
  await i18n.loadNamespaces([...loaders.keys()]);
}
