import { useTranslation } from 'react-i18next';
import { currentIntlLocale, INTL_LOCALE, isLocale } from '@/lib/i18n';
import { noteRenderUse } from './render-use';
import { renderTimeZone } from './time-zone';

/**
 * Dates, times, durations and pesos in the interface's language (Intl, 'en-PH' or 'fil-PH'):
 * "Nov 21, 2026" or "Nob 21, 2026", "₱25,000" in both. Each function takes the Intl locale, and
 * defaults to the current one; components use `useFormat()` so they re-render on a language switch.
 */

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** Intl formatters are costly to build: one per locale and options. */
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  // A server render that formats anything says so to the browser (lib/render-use.ts).
  noteRenderUse('formats');
  let format = cache.get(key) as F | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/**
 * A cached date format. Dates given no zone of their own are shown in a server render's zone
 * (lib/time-zone.ts setShownTimeZone), else the device's; a caller may name its own zone in
 * options.timeZone (a Koach's, the viewer's: features/coaches' zoned times).
 */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const shownTimeZone = renderTimeZone();
  const zoned = shownTimeZone && !options.timeZone ? { ...options, timeZone: shownTimeZone } : options;
  return cached(`d|${locale}|${JSON.stringify(zoned)}`, () => new Intl.DateTimeFormat(locale, zoned));
};

const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

/** ₱25,000 */
export const formatPesos = (amount: number, locale = currentIntlLocale()): string =>
  numberFormat(locale, { style: 'currency', currency: 'PHP', maximumFractionDigits: 0 }).format(amount);

/** ₱25,000 – ₱35,000, or one figure when both ends are equal. */
export function formatPesoRange(min: number | null, max: number | null, locale = currentIntlLocale()): string | null {
  if (min === null && max === null) {
    return null;
  }
  if (min === null || max === null || min === max) {
    return formatPesos((min ?? max) as number, locale);
  }
  return `${formatPesos(min, locale)} – ${formatPesos(max, locale)}`;
}

/** 1,234 */
export const formatNumber = (value: number, locale = currentIntlLocale()): string => numberFormat(locale, {}).format(value);

/** 15:24, or 1:02:05 past an hour (the same in every language). */
export function formatDuration(seconds: number | null): string | null {
  if (seconds === null || seconds <= 0) {
    return null;
  }
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/** "15 minutes" or "15 minuto", for screen readers. */
export function spokenDuration(seconds: number | null, locale = currentIntlLocale()): string | null {
  if (seconds === null || seconds <= 0) {
    return null;
  }
  const minutes = Math.max(1, Math.round(seconds / 60));
  return numberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);
}

/** A YYYY-MM-DD date is read as that calendar day, not as UTC midnight. */
const toDate = (value: string | Date): Date =>
  value instanceof Date ? value : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);

/** Nov 21, 2026 (Nob 21, 2026 in Filipino). */
export const formatDate = (value: string | Date, locale = currentIntlLocale()): string =>
  dateTimeFormat(locale, { dateStyle: 'medium' }).format(toDate(value));

/** November 21, 2026 (Nobyembre 21, 2026). */
export const formatLongDate = (value: string | Date, locale = currentIntlLocale()): string =>
  dateTimeFormat(locale, { dateStyle: 'long' }).format(toDate(value));

/** Nov 21, 2026, 6:00 PM */
export const formatDateTime = (value: string | Date, locale = currentIntlLocale()): string =>
  dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(toDate(value));

/** 6:00 PM */
export const formatTime = (value: string | Date, locale = currentIntlLocale()): string =>
  dateTimeFormat(locale, { timeStyle: 'short' }).format(toDate(value));

/** Any other Intl date parts (e.g. { month: 'short' } for a calendar badge). */
export const formatDateParts = (value: string | Date, options: Intl.DateTimeFormatOptions, locale = currentIntlLocale()): string =>
  dateTimeFormat(locale, options).format(toDate(value));

/** Nov 28, 2026, 6:00 PM – 8:00 PM; the end's date is repeated only when it is another day. */
export function formatTimeRange(startAt: string | Date, endAt: string | Date, locale = currentIntlLocale()): string {
  const start = toDate(startAt);
  const end = toDate(endAt);
  const day = dateTimeFormat('en-CA', { dateStyle: 'short' });
  const sameDay = day.format(start) === day.format(end);
  return `${formatDateTime(start, locale)} – ${sameDay ? formatTime(end, locale) : formatDateTime(end, locale)}`;
}

/**
 * The formatters bound to the interface's language, re-rendering the component when it changes:
 * `const { formatDate } = useFormat();`
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = INTL_LOCALE[isLocale(i18n.language) ? i18n.language : 'en'];
  return {
    locale,
    formatPesos: (amount: number) => formatPesos(amount, locale),
    formatPesoRange: (min: number | null, max: number | null) => formatPesoRange(min, max, locale),
    formatNumber: (value: number) => formatNumber(value, locale),
    formatDuration,
    spokenDuration: (seconds: number | null) => spokenDuration(seconds, locale),
    formatDate: (value: string | Date) => formatDate(value, locale),
    formatLongDate: (value: string | Date) => formatLongDate(value, locale),
    formatDateTime: (value: string | Date) => formatDateTime(value, locale),
    formatTime: (value: string | Date) => formatTime(value, locale),
    formatDateParts: (value: string | Date, options: Intl.DateTimeFormatOptions) => formatDateParts(value, options, locale),
    formatTimeRange: (startAt: string | Date, endAt: string | Date) => formatTimeRange(startAt, endAt, locale),
  };
}
