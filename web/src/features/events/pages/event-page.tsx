import type { EventDetail } from '@lakbay/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { Skeleton } from '@/components/plain/skeleton';
import { PlainText } from '@/components/content/plain-text';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
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
      <Page title={t('page.details')}>
        <div role="status" aria-label={t('page.loading')}>
          <Skeleton rows={6} />
        </div>
      </Page>
    );
  }
  if (isError || !event) {
    const info = describeApiError(error);
    const missing = info.status === 404;
    return (
      <Page title={missing ? t('page.notFound') : t('page.details')}>
        <EmptyState
          title={missing ? t('page.missing') : t('page.error')}
          icon="bell"
          action={
            missing ? (
              <ButtonLink to={PATHS.events} variant="outline">
                {t('page.seeNew')}
              </ButtonLink>
            ) : (
              <Button variant="outline" onClick={() => void refetch()}>
                {t('page.retry')}
              </Button>
            )
          }
        >
          {missing ? t('page.gone') : info.message}
        </EmptyState>
      </Page>
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
