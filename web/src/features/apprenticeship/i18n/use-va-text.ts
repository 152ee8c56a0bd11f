import type { Challenge } from '@lakbay/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { manilaToday } from '../lib/format';
import { APPRENTICESHIP_NS } from './register';

/** The apprenticeship's words and its facts (weeks, seats, due dates) in the interface's language. */
export function useVaText() {
  const { t } = useTranslation(APPRENTICESHIP_NS);
  const format = useFormat();
  return {
    t,
    ...format,
    /** 2 Feb 2026 – 27 Feb 2026 */
    formatDateRange: (start: string, end: string): string => `${format.formatDate(start)} – ${format.formatDate(end)}`,
    /** 1 week, 4 weeks */
    weeksText: (weeks: number): string => t('facts.weeks', { count: weeks }),
    /** "12 of 30 seats left", or "Full (30 seats)" when none is left. */
    seatsText: ({ seatsLeft, slots }: Pick<Challenge, 'seatsLeft' | 'slots'>): string =>
      seatsLeft <= 0 ? t('facts.full', { slots }) : t('facts.seatsLeft', { count: seatsLeft, slots }),
    /** "Due 3 Mar 2026", "Due today", or "Overdue since 3 Mar 2026" (a date is due until its end). */
    dueText: (dueDate: string, today: string = manilaToday()): string => {
      if (dueDate === today) {
        return t('facts.dueToday');
      }
      const date = format.formatDate(dueDate);
      return dueDate < today ? t('facts.overdue', { date }) : t('facts.due', { date });
    },
  };
}
