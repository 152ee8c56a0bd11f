import { PATHS } from '@/lib/paths';

/** What the address bar keeps of a booking in progress (answers stay in the tab's session storage). */
export interface BookingQuery {
  training: string | null;
  /** UTC ISO instant of the chosen slot. */
  start: string | null;
}

export const BOOKING_STEPS = ['Date and time', 'Your questions', 'Review and confirm'] as const;
export const RESCHEDULE_STEPS = ['New time', 'Review and confirm'] as const;

const isInstant = (value: string | null): value is string => value !== null && value !== '' && !Number.isNaN(Date.parse(value));

/** training and start from a query string; a start that is not a date is dropped. */
export function readBookingQuery(params: URLSearchParams): BookingQuery {
  const training = params.get('training');
  const start = params.get('start');
  return { training: training || null, start: isInstant(start) ? new Date(start).toISOString() : null };
}

/** A step number from the address, or null when it is not one of 1..count. */
export function parseStep(value: string | undefined, count: number): number | null {
  const step = Number(value);
  return Number.isInteger(step) && step >= 1 && step <= count && String(step) === value ? step : null;
}

function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value) {
      params.set(key, value);
    }
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export const coachPath = (slug: string): string => `${PATHS.coaches}/${encodeURIComponent(slug)}`;

/** /coaches/{slug}/schedule/training[/{trainingSlug}] */
export const trainingChoicePath = (slug: string, trainingSlug?: string | null): string =>
  `${coachPath(slug)}/schedule/training${trainingSlug ? `/${encodeURIComponent(trainingSlug)}` : ''}`;

/** /coaches/{slug}/schedule/steps/{step}?training=...&start=... */
export const bookingStepPath = (slug: string, step: number, query: Partial<BookingQuery> = {}): string =>
  withQuery(`${coachPath(slug)}/schedule/steps/${step}`, { training: query.training, start: query.start });

/** /my/schedule/{id}/reschedule/steps/{step}?start=...&token=... */
export const rescheduleStepPath = (bookingId: string, step: number, query: { start?: string | null; token?: string | null } = {}): string =>
  withQuery(`${PATHS.mySchedule}/${encodeURIComponent(bookingId)}/reschedule/steps/${step}`, { start: query.start, token: query.token });

/** /bookings/{id}/reschedule?token=... (the e-mailed link, step 1), then .../reschedule/steps/2?start=...&token=... */
export const linkedRescheduleStepPath = (
  bookingId: string,
  step: number,
  query: { start?: string | null; token?: string | null } = {},
): string =>
  withQuery(step === 1 ? PATHS.bookingReschedule(bookingId) : `${PATHS.bookingReschedule(bookingId)}/steps/${step}`, {
    start: query.start,
    token: query.token,
  });

/** Where the answers of a booking in progress are kept for this tab (a reload keeps them). */
export const answersStorageKey = (coachSlug: string, trainingSlug: string): string => `lakbay:booking-answers:${coachSlug}:${trainingSlug}`;
