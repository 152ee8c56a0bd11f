import type { Localized } from '@lakbay/contracts';
import type { Locale } from '@/lib/i18n/locales';

/** The first content record of an answer: the record itself, a list's first, or a page's first item. */
function firstRecord(data: unknown): unknown {
  if (Array.isArray(data)) {
    return data[0];
  }
  if (data && typeof data === 'object' && 'items' in data && Array.isArray(data.items)) {
    return data.items[0];
  }
  return data;
}

function isLocalized(value: unknown): value is Localized {
  return !!value && typeof value === 'object' && 'language' in value && 'fallback' in value;
}

/**
 * Whether a content answer was written for a reader of the other language (issue 29): an English
 * reader never gets Filipino text or a fallback; a Filipino reader gets Filipino text or a fallback
 * said. It happens when the browser hands the SPA the answer to the page's preload, which went with
 * the browser's own Accept-Language rather than the interface's.
 */
export function answeredForOtherLanguage(data: unknown, locale: Locale): boolean {
  const record = firstRecord(data);
  if (!isLocalized(record)) {
    return false;
  }
  return locale === 'fil' ? record.language === 'en' && !record.fallback : record.language !== 'en' || record.fallback;
}
