import { ButtonLink } from '@/components/button-link';
import { pageParam } from '@/components/content/list-params';
import { useUrlFilters } from '@/components/content/use-url-filters';
import { Page } from '@/components/page';
import { PATHS } from '@/lib/paths';
import { EventList } from '../components/event-list';
import styles from '../components/events.module.css';

/** /explore/events: the events tab of Explore, the upcoming events of What's New. */
export function ExploreEventsPage() {
  const { params, update } = useUrlFilters();
  return (
    <Page title="Events" intro="Talks and workshops to explore alongside careers and Koaches.">
      <EventList when="upcoming" pageSize={6} page={pageParam(params.get('page'))} onPage={(next) => update({ page: String(next) })} />
      <p className={styles.more}>
        <ButtonLink to={PATHS.events} variant="outline">
          See past events on What&apos;s New
        </ButtonLink>
      </p>
    </Page>
  );
}
