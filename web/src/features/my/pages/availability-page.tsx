import type { CalendarSyncStatus, MyAvailability } from '@lakbay/contracts';
import { Alert, Button, Skeleton } from 'antd';
import { StatusTag, type Tone } from '@/components/status-tag';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS } from '@/lib/paths';
import {
  dayParts,
  formatDayTime,
  formatTime,
  groupByDay,
  SchedulingAddress,
  useGetMyAvailabilityQuery,
  viewerTimeZone,
  zoneCity,
} from '@/features/coaches';
import styles from '../components/schedule.module.css';

const SYNC_TAGS: Record<CalendarSyncStatus, { label: string; tone: Tone }> = {
  UPDATED: { label: 'Updated', tone: 'good' },
  UNCHANGED: { label: 'No changes', tone: 'info' },
  FAILED: { label: 'Failed', tone: 'bad' },
};

/** /my/availability (Koaches): how to share free times, the windows Lakbay read from the calendar, and the last sync. */
export function AvailabilityPage() {
  const { data, isLoading, isError, error, refetch } = useGetMyAvailabilityQuery();
  return (
    <Page title="My Availability" intro="The times Kadets can book you, taken from your calendar.">
      <div className={styles.grid}>
        <div>
          <section className={styles.section} aria-labelledby="windows">
            <h2 id="windows">Your free times as Lakbay read them</h2>
            {isError ? (
              <EmptyState
                title="Your availability could not be loaded"
                icon="calendar"
                action={<Button onClick={() => void refetch()}>Try again</Button>}
              >
                {describeApiError(error).message}
              </EmptyState>
            ) : isLoading || !data ? (
              <div role="status" aria-label="Loading availability">
                <Skeleton active paragraph={{ rows: 5 }} />
              </div>
            ) : (
              <Windows availability={data} />
            )}
          </section>
        </div>
        <aside className={styles.grid} style={{ gridTemplateColumns: '1fr' }}>
          <section className={styles.panel} aria-labelledby="how-to">
            <h2 id="how-to">Add free times from your calendar</h2>
            <p className={styles.muted}>Invite this address to your coaching events:</p>
            <SchedulingAddress fallback={data?.schedulingEmail} />
            <ol className={styles.instructions}>
              <li>Create the event with the same e-mail address you use on Lakbay.</li>
              <li>Invite the address above as a guest.</li>
              <li>Put &ldquo;coaching&rdquo; or &ldquo;session&rdquo; in the event&apos;s subject.</li>
              <li>Recurring events count: a weekly event makes every week bookable.</li>
            </ol>
            <Link to={PATHS.faqsAddAvailability}>Read the full instructions</Link>
          </section>
          {data && <LastSync availability={data} />}
        </aside>
      </div>
    </Page>
  );
}

function Windows({ availability }: { availability: MyAvailability }) {
  const zone = availability.timeZone;
  if (availability.windows.length === 0) {
    return (
      <EmptyState title="No free times found yet" icon="calendar">
        Lakbay found no coaching events in your calendar. Follow the steps beside this list; new events show up after the next sync.
      </EmptyState>
    );
  }
  return (
    <>
      <p className={styles.muted}>Times in your Koach time zone ({zoneCity(zone)}). Kadets see them in their own zone.</p>
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
  const zone = viewerTimeZone();
  const sync = availability.lastSync;
  return (
    <section className={styles.panel} aria-labelledby="last-sync">
      <h2 id="last-sync">Last calendar sync</h2>
      {!sync ? (
        <p className={styles.muted}>The calendar has not been read yet. It is read every few minutes once sync is on.</p>
      ) : (
        <>
          <p className={styles.line}>
            <StatusTag tone={SYNC_TAGS[sync.status].tone}>{SYNC_TAGS[sync.status].label}</StatusTag> {formatDayTime(sync.at, zone)}
          </p>
          <dl className={styles.facts}>
            <div>
              <dt>Events read</dt>
              <dd>{sync.events}</dd>
            </div>
            <div>
              <dt>Your free times read</dt>
              <dd>{sync.windows}</dd>
            </div>
          </dl>
          {availability.lastSuccessAt && (
            <p className={styles.muted}>Last change picked up: {formatDayTime(availability.lastSuccessAt, zone)}</p>
          )}
          {sync.problems.length > 0 && (
            <Alert
              type={sync.status === 'FAILED' ? 'error' : 'warning'}
              showIcon
              style={{ marginTop: 16 }}
              title="Problems found"
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
    </section>
  );
}
