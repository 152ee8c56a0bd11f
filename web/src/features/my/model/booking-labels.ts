import type { BookingStatus } from '@lakbay/contracts';

/**
 * Solid tag colours dark enough for white text (WCAG AA at the tag's small size); antd's preset
 * light tags fail axe's contrast check.
 */
export const TAG_COLOURS = {
  green: '#17663a',
  blue: '#1d4ed8',
  teal: '#0e6170',
  red: '#b42318',
  orange: '#9a3412',
} as const;

/** How a booking status reads and its tag colour. */
export const BOOKING_STATUS_TAGS: Record<BookingStatus, { label: string; color: string }> = {
  CONFIRMED: { label: 'Confirmed', color: TAG_COLOURS.green },
  CANCELLED: { label: 'Cancelled', color: 'default' },
  RESCHEDULED: { label: 'Rescheduled', color: TAG_COLOURS.blue },
  COMPLETED: { label: 'Completed', color: TAG_COLOURS.teal },
  NO_SHOW: { label: 'No-show', color: TAG_COLOURS.red },
};

/** "goals" -> "Goals", "current_role" -> "Current role": a readable name for an answer key. */
export const answerLabel = (key: string): string => {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
