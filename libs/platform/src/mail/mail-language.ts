import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lakbay/contracts';

/**
 * Texts in every interface language. A catalogue typed with it fails to compile when a language
 * (Filipino, say) lacks a text that English has, so no e-mail ever falls back to another language.
 */
export type Localized<T> = Readonly<Record<Language, T>>;

/** The language to write to someone in: theirs when it is a known one, else English. */
export function mailLanguage(value: unknown): Language {
  return (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE;
}

/** The Intl locale of a language, as spoken in the Philippines. */
export function localeOf(language: Language): 'en-PH' | 'fil-PH' {
  return language === 'fil' ? 'fil-PH' : 'en-PH';
}

/**
 * A span of time in the reader's locale and zone, the zone named after it:
 * "Saturday, December 5, 2026, 6:00 PM – 7:30 PM (Asia/Manila)",
 * "Sabado, Disyembre 5, 2026, 6:00 PM – 7:30 PM (Asia/Manila)".
 */
export function formatSpan(start: Date, end: Date, language: Language, timeZone: string): string {
  const locale = localeOf(language);
  const day = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' });
  return `${day.format(start)}, ${time.format(start)} – ${time.format(end)} (${timeZone})`;
}

/** An instant in the reader's locale and zone: "Dec 2, 2026, 9:00 AM" / "Dis 2, 2026, 9:00 AM". */
export function formatInstant(at: Date, language: Language, timeZone: string): string {
  return at.toLocaleString(localeOf(language), {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
