const pesos = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', maximumFractionDigits: 0 });

/** ₱25,000 */
export const formatPesos = (amount: number): string => pesos.format(amount);

/** ₱25,000 – ₱35,000, or one figure when both ends are equal. */
export function formatPesoRange(min: number | null, max: number | null): string | null {
  if (min === null && max === null) {
    return null;
  }
  if (min === null || max === null || min === max) {
    return formatPesos((min ?? max) as number);
  }
  return `${formatPesos(min)} – ${formatPesos(max)}`;
}

/** 15:24, or 1:02:05 past an hour. */
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

/** "15 minutes" for screen readers. */
export function spokenDuration(seconds: number | null): string | null {
  if (seconds === null || seconds <= 0) {
    return null;
  }
  const minutes = Math.max(1, Math.round(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

const dateFormat = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeStyle: 'short' });
const timeFormat = new Intl.DateTimeFormat('en-PH', { timeStyle: 'short' });

/** 21 Nov 2026 (a YYYY-MM-DD date is read as that calendar day, not as UTC midnight). */
export function formatDate(value: string): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return dateFormat.format(dateOnly ? new Date(`${value}T00:00:00`) : new Date(value));
}

export const formatDateTime = (value: string): string => dateTimeFormat.format(new Date(value));

/** 28 Nov 2026, 6:00 PM – 8:00 PM; the end's date is repeated only when it is another day. */
export function formatTimeRange(startAt: string, endAt: string): string {
  const start = new Date(startAt);
  const end = new Date(endAt);
  const sameDay = start.toDateString() === end.toDateString();
  return `${dateTimeFormat.format(start)} – ${sameDay ? timeFormat.format(end) : dateTimeFormat.format(end)}`;
}
