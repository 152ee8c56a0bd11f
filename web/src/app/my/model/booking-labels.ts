import type { BookingStatus } from '@lakbay/contracts';
import type { Tone } from '@/components/status-tag';

/** How a booking status reads and its tag's tone. */
export const BOOKING_STATUS_TAGS: Record<BookingStatus, { label: string; tone: Tone }> = {
  CONFIRMED: { label: 'Confirmed', tone: 'good' },
  CANCELLED: { label: 'Cancelled', tone: 'muted' },
  RESCHEDULED: { label: 'Rescheduled', tone: 'info' },
  COMPLETED: { label: 'Completed', tone: 'done' },
  NO_SHOW: { label: 'No-show', tone: 'bad' },
};

/** "goals" -> "Goals", "current_role" -> "Current role": a readable name for an answer key. */
export const answerLabel = (key: string): string => {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
