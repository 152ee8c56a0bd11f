import type { Booking } from '@lakbay/contracts';
import { useTranslation } from 'react-i18next';
import { otherParty, sessionWhen, useViewerTimeZone, useZoneWords } from '@/features/coaches';
import { MY_NS } from '../i18n/register';
import styles from './schedule.module.css';

/** Which session, with whom, and when (the viewer's time, the Koach's beside it): what a cancel asks about. */
export function SessionLines({ booking }: { booking: Booking }) {
  const { t } = useTranslation(MY_NS);
  const other = otherParty(booking);
  const when = sessionWhen(booking.start, booking.end, useViewerTimeZone(), booking.coach.timeZone, useZoneWords());
  return (
    <>
      <p className={styles.line}>
        <strong>{booking.training.title}</strong>
        {t('cancel.with', { name: other.name })}
      </p>
      <p className={styles.muted}>
        {t('cancel.yourTime', { when: when.local })}
        {when.coach ? ` · ${when.coach}` : ''}
      </p>
    </>
  );
}
