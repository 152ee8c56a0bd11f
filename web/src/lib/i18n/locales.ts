/** The languages of the interface: English, and Filipino as used in schools. */
export const LOCALES = ['en', 'fil'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as a switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fil: 'Filipino' };

/** The Intl locale for dates, times and pesos: Philippine conventions in both languages. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-PH', fil: 'fil-PH' };

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/**
 * The language to start in: the one stored in the device's preferences, else the browser's
 * first language we have (Filipino for fil or tl, the code browsers use for Tagalog), else English.
 */
export function initialLocale(stored: unknown, browserLanguages: readonly string[] = []): Locale {
  if (isLocale(stored)) {
    return stored;
  }
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'fil' || base === 'tl') {
      return 'fil';
    }
    if (base === 'en') {
      return 'en';
    }
  }
  return DEFAULT_LOCALE;
}
