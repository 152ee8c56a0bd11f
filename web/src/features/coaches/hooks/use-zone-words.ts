import { useTranslation } from 'react-i18next';
import { COACHES_NS } from '../i18n/register';
import type { ZoneWords } from '../lib/zoned-time';

/**
 * The words around zoned times in the interface's language. The component calling it re-renders on a
 * language switch, so its zoned dates (which follow the current language) are redrawn too.
 */
export function useZoneWords(): ZoneWords {
  const { t } = useTranslation(COACHES_NS);
  return {
    yourTime: (mine, coach, city) => t('zone.yourTime', { mine, coach, city }),
    inCity: (time, city) => t('zone.inCity', { time, city }),
  };
}
