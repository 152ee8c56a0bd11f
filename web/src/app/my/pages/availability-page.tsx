import type { CalendarSyncStatus, MyAvailability } from '@lakbay/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag, type Tone } from '@/components/status-tag';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { QueryStates } from '@/components/query-states';
import { PATHS } from '@/lib/paths';
import {
  dayParts,
  formatDayTime,
  formatTime,
  groupByDay,
  SchedulingAddress,
  useGetMyAvailabilityQuery,
  useViewerTimeZone,
  zoneCity,
} from '@/features/coaches';
import styles from '../components/schedule.module.css';
import { MY_NS } from '../i18n/register';
import { TitledSection } from '@/components/titled-section';

const SYNC_TONES: Record<CalendarSyncStatus, Tone> = { UPDATED: 'good', UNCHANGED: 'info', FAILED: 'bad', HELD_BACK: 'warn' };

/** /my/availability (Koaches): how to share free times, the windows Lakbay read from the calendar, and the last sync. */
export function AvailabilityPage() {
  const { t } = useTranslation(MY_NS);
  const query = useGetMyAvailabilityQuery();
  const { data } = query;
  return (
    <Page title={t('availability.title')} intro={t('availability.intro')}>
      <div className={styles.grid}>
        <div>
          <TitledSection id="windows" title={t('availability.windows')} className={styles.section}>
            <QueryStates
              query={query}
              loadingLabel={t('availability.loading')}
              rows={5}
              errorTitle={t('availability.error')}
              retryLabel={t('availability.tryAgain')}
              icon="calendar"
            >
              {(availability) => <Windows availability={availability} />}
            </QueryStates>
          </TitledSection>
        </div>
        <aside className={styles.grid} style={{ gridTemplateColumns: '1fr' }}>
          <TitledSection id="how-to" title={t('availability.howTo')} className={styles.panel}>
            <p className={styles.muted}>{t('availability.invite')}</p>
            <SchedulingAddress fallback={data?.schedulingEmail} />
            <ol className={styles.instructions}>
              <li>{t('availability.step1')}</li>
              <li>{t('availability.step2')}</li>
              <li>{t('availability.step3')}</li>
              <li>{t('availability.step4')}</li>
            </ol>
            <Link to={PATHS.faqsAddAvailability}>{t('availability.readMore')}</Link>
          </TitledSection>
          {data && <LastSync availability={data} />}
        </aside>
      </div>
    </Page>
  );
}

function Windows({ availability }: { availability: MyAvailability }) {
  const { t } = useTranslation(MY_NS);
  const zone = availability.timeZone;
  if (availability.windows.length === 0) {
    return (
      <EmptyState title={t('availability.none')} icon="calendar">
        {t('availability.noneText')}
      </EmptyState>
    );
  }
  return (
    <>
      <p className={styles.muted}>{t('availability.zone', { city: zoneCity(zone) })}</p>
      <ul className={styles.days}>
        {groupByDay(availability.windows, zone).map(({ day, items }) => (
          <li key={day} className={styles.day}>
            <span className={styles.dayName}>{dayParts(day).long}</span>
            <ul className={styles.ranges}>
              {items.map((window) => (
                <li key={window.start}>
                  {formatTime(window.start, zone)} – {formatTime(window.end, zone)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}

function LastSync({ availability }: { availability: MyAvailability }) {
  const { t } = useTranslation(MY_NS);
  const zone = useViewerTimeZone();
  const sync = availability.lastSync;
  return (
    <TitledSection id="last-sync" title={t('availability.lastSync')} className={styles.panel}>
      {!sync ? (
        <p className={styles.muted}>{t('availability.notYet')}</p>
      ) : (
        <>
          <p className={styles.line}>
            <StatusTag tone={SYNC_TONES[sync.status]}>{t(`availability.sync.${sync.status}`)}</StatusTag> {formatDayTime(sync.at, zone)}
          </p>
          <dl className={styles.facts}>
            <div>
              <dt>{t('availability.eventsRead')}</dt>
              <dd>{sync.events}</dd>
            </div>
            <div>
              <dt>{t('availability.windowsRead')}</dt>
              <dd>{sync.windows}</dd>
            </div>
          </dl>
          {availability.lastSuccessAt && (
            <p className={styles.muted}>{t('availability.lastChange', { when: formatDayTime(availability.lastSuccessAt, zone) })}</p>
          )}
          {sync.problems.length > 0 && (
            <Alert
              type={sync.status === 'FAILED' ? 'error' : 'warning'}
              showIcon
              style={{ marginTop: 16 }}
              title={t('availability.problems')}
              description={
                <ul className={styles.problems}>
                  {sync.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              }
            />
          )}
        </>
      )}
    </TitledSection>
  );
}
