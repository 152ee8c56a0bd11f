import type { BookingStatus } from '@lakbay/contracts';

/** How a booking status reads and its tag colour (antd preset colours). */
export const BOOKING_STATUS_TAGS: Record<BookingStatus, { label: string; color: string }> = {
  CONFIRMED: { label: 'Confirmed', color: 'green' },
  CANCELLED: { label: 'Cancelled', color: 'default' },
  RESCHEDULED: { label: 'Rescheduled', color: 'blue' },
  COMPLETED: { label: 'Completed', color: 'cyan' },
  NO_SHOW: { label: 'No-show', color: 'red' },
};

/** "goals" -> "Goals", "current_role" -> "Current role": a readable name for an answer key. */
export const answerLabel = (key: string): string => {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
