import type { EventDetail } from '@lakbay/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Skeleton } from '@/components/plain/skeleton';
import { FallbackNote } from '@/components/content/fallback-note';
import { PlainText } from '@/components/content/plain-text';
import { LoadingPage } from '@/components/loading-page';
import { Page } from '@/components/page';
import { UnavailablePage } from '@/components/unavailable-page';
import { useFormat } from '@/lib/format';
import { useDataSaver } from '@/lib/offline/data-saver';
import { summarize } from '@/lib/page-meta';
import { PATHS } from '@/lib/paths';
import { useGetEventQuery } from '../api/events-api';
import { seatsText } from '../components/event-labels';
import { LazyRegistrationPanel } from '../components/registration-panel-lazy';
import styles from '../components/events.module.css';
import { EVENTS_NS } from '../i18n/register';

/** /events/{eventId}: when and where, the description, seats, and the visitor's registration. */
export function EventPage() {
  const { eventId = '' } = useParams();
  const { t } = useTranslation(EVENTS_NS);
  const { data: event, isLoading, isError, error, refetch } = useGetEventQuery(eventId);

  if (isLoading) {
    return (
      <LoadingPage title={t('page.details')} label={t('page.loading')}>
        <Skeleton rows={6} />
      </LoadingPage>
    );
  }
  if (isError || !event) {
    return (
      <UnavailablePage
        error={error}
        onRetry={() => void refetch()}
        title={t('page.details')}
        icon="bell"
        failedTitle={t('page.error')}
        retryLabel={t('page.retry')}
        retryVariant="outline"
        missing={{
          pageTitle: t('page.notFound'),
          title: t('page.missing'),
          text: t('page.gone'),
          to: PATHS.events,
          linkLabel: t('page.seeNew'),
        }}
      />
    );
  }
  return <EventDetails event={event} />;
}

function EventDetails({ event }: { event: EventDetail }) {
  const { t } = useTranslation(EVENTS_NS);
  const { formatDateTime, formatTimeRange } = useFormat();
  // Data saver: the banner is decoration; the page says everything without it.
  const [dataSaver] = useDataSaver();
  return (
    <Page
      eyebrow={t('page.eyebrow')}
      title={event.title}
      meta={{ description: summarize(event.description), image: event.bannerImageUrl, type: 'article' }}
    >
      {event.bannerImageUrl && !dataSaver && (
        <img className={styles.banner} src={event.bannerImageUrl} alt="" width={1200} height={400} decoding="async" />
      )}
      <div className={styles.layout}>
        <div className={styles.description}>
          <FallbackNote records={[event]} />
          <dl className={styles.details}>
            <div>
              <dt>{t('page.when')}</dt>
              <dd>
                <time dateTime={event.startAt}>{formatTimeRange(event.startAt, event.endAt)}</time>
              </dd>
            </div>
            <div>
              <dt>{t('page.where')}</dt>
              <dd>
                {t(`format.${event.format}`)}
                {event.location ? ` · ${event.location}` : ''}
              </dd>
            </div>
            <div>
              <dt>{t('page.seats')}</dt>
              <dd>{seatsText(event, t)}</dd>
            </div>
            {event.registrationCloseAt && (
              <div>
                <dt>{t('page.closes')}</dt>
                <dd>{formatDateTime(event.registrationCloseAt)}</dd>
              </div>
            )}
          </dl>
          <h2 className={styles.aboutTitle}>{t('page.about')}</h2>
          <PlainText text={event.description} />
        </div>
        <LazyRegistrationPanel event={event} />
      </div>
    </Page>
  );
}
