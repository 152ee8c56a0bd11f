import type { CalendarSyncSummary } from '@lakbay/contracts';
import { Button } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/lib/api/api-error';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useLastCalendarSyncQuery, useSyncCalendarsMutation } from '../api/admin-api';
import { ADMIN_NS } from '../i18n/register';
import styles from './admin-sections.module.css';
import { ADMIN_ANCHORS } from './admin-tools-button';

/**
 * The scheduling calendar: what the last read found (the timed one too), a button to read it now,
 * and, when a read was held back because it would remove most Koaches' hours at once, a button to
 * apply it anyway.
 */
export function CalendarSection() {
  const { t } = useTranslation(ADMIN_NS);
  const { data: last } = useLastCalendarSyncQuery();
  const [sync, { data: justRead, isLoading }] = useSyncCalendarsMutation();
  const id = useId();
  const shown = justRead ?? last ?? null;
  const run = (applyHeldBack: boolean) =>
    void sync(applyHeldBack ? { applyHeldBack } : undefined)
      .unwrap()
      .catch((error: unknown) => void toast('error', describeApiError(error).message));
  return (
    <section className={styles.section} id={ADMIN_ANCHORS.calendar} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.sectionTitle}>
        {t('calendars.heading')}
      </h2>
      <p className={styles.muted}>{t('calendars.note')}</p>
      <Button size="large" loading={isLoading} onClick={() => run(false)}>
        {t('calendars.read')}
      </Button>
      {shown && <SyncResult summary={shown} busy={isLoading} onApply={() => run(true)} />}
    </section>
  );
}

function SyncResult({ summary, busy, onApply }: { summary: CalendarSyncSummary; busy: boolean; onApply: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const outcome = {
    FAILED: () => t('calendars.failed'),
    UNCHANGED: () => t('calendars.unchanged'),
    HELD_BACK: () => t('calendars.heldBack'),
    UPDATED: () => t('calendars.done', { events: summary.events, windows: summary.windows, coaches: summary.coaches }),
  }[summary.status]();
  return (
    <div role="status" className={styles.syncResult}>
      <p className={styles.muted}>{t('calendars.lastRead', { when: formatDateTime(summary.at) })}</p>
      <p>{outcome}</p>
      {summary.status === 'HELD_BACK' && (
        <Button danger disabled={busy} onClick={onApply}>
          {t('calendars.applyHeldBack')}
        </Button>
      )}
      {summary.problems.length > 0 && (
        <ul>
          {summary.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
