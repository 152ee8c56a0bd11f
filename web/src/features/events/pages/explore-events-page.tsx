import { ButtonLink } from '@/components/button-link';
import { pageParam } from '@/components/content/list-params';
import { useUrlFilters } from '@/components/content/use-url-filters';
import { Page } from '@/components/page';
import { PATHS } from '@/lib/paths';
import { EventList } from '../components/event-list';
import { useTranslation } from 'react-i18next';
import styles from '../components/events.module.css';
import { EVENTS_NS } from '../i18n/register';

/** /explore/events: the events tab of Explore, the upcoming events of What's New. */
export function ExploreEventsPage() {
  const { t } = useTranslation(EVENTS_NS);
  const { params, update } = useUrlFilters();
  return (
    <Page title={t('explore.title')} intro={t('explore.intro')}>
      <EventList when="upcoming" pageSize={6} page={pageParam(params.get('page'))} onPage={(next) => update({ page: String(next) })} />
      <p className={styles.more}>
        <ButtonLink to={PATHS.events} variant="outline">
          {t('explore.seePast')}
        </ButtonLink>
      </p>
    </Page>
  );
}
