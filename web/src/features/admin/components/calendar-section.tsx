import { Button } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/lib/api/api-error';
import { toast } from '@/lib/toast';
import { useSyncCalendarsMutation } from '../api/admin-api';
import { ADMIN_NS } from '../i18n/register';
import styles from './admin-sections.module.css';
import { ADMIN_ANCHORS } from './admin-tools-button';

/** Reads the scheduling calendar now instead of waiting for the next timed sync, and says what it found. */
export function CalendarSection() {
  const { t } = useTranslation(ADMIN_NS);
  const [sync, { data, isLoading }] = useSyncCalendarsMutation();
  const id = useId();
  return (
    <section className={styles.section} id={ADMIN_ANCHORS.calendar} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.sectionTitle}>
        {t('calendars.heading')}
      </h2>
      <p className={styles.muted}>{t('calendars.note')}</p>
      <Button
        size="large"
        loading={isLoading}
        onClick={() =>
          void sync()
            .unwrap()
            .catch((error: unknown) => void toast('error', describeApiError(error).message))
        }
      >
        {t('calendars.read')}
      </Button>
      {data && (
        <div role="status" className={styles.syncResult}>
          <p>
            {data.status === 'FAILED'
              ? t('calendars.failed')
              : data.status === 'UNCHANGED'
                ? t('calendars.unchanged')
                : t('calendars.done', { events: data.events, windows: data.windows, coaches: data.coaches })}
          </p>
          {data.problems.length > 0 && (
            <ul>
              {data.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
