import { pageParam } from '@/components/content/list-params';
import { useUrlFilters } from '@/components/content/use-url-filters';
import { Page } from '@/components/page';
import { ChoiceTabs } from '@/components/plain/choice-tabs';
import { EventList } from '../components/event-list';
import styles from '../components/events.module.css';

/** /events: What's New. Upcoming events first; past ones a tab away (?when=past). */
export function EventsPage() {
  const { params, update } = useUrlFilters();
  const when = params.get('when') === 'past' ? 'past' : 'upcoming';
  return (
    <Page title="What's New" intro="Events, talks and workshops from the Lakbay community. Register to save your seat.">
      <div className={styles.tabs}>
        <ChoiceTabs
          label="Which events"
          name="when"
          value={when}
          options={[
            { value: 'upcoming', label: 'Upcoming' },
            { value: 'past', label: 'Past' },
          ]}
          onChange={(value) => update({ when: value === 'past' ? 'past' : null, page: null })}
        />
      </div>
      <EventList
        when={when}
        page={pageParam(params.get('page'))}
        onPage={(next) => {
          update({ page: next > 1 ? String(next) : null });
          window.scrollTo({ top: 0 });
        }}
      />
    </Page>
  );
}
