import { pageParam } from '@/components/content/list-params';
import { useUrlFilters } from '@/components/content/use-url-filters';
import { Page } from '@/components/page';
import { ChoiceTabs } from '@/components/plain/choice-tabs';
import { EventList } from '../components/event-list';
import { useTranslation } from 'react-i18next';
import styles from '../components/events.module.css';
import { EVENTS_NS } from '../i18n/register';

/** /events: What's New. Upcoming events first; past ones a tab away (?when=past). */
export function EventsPage() {
  const { t } = useTranslation(EVENTS_NS);
  const { params, update } = useUrlFilters();
  const when = params.get('when') === 'past' ? 'past' : 'upcoming';
  return (
    <Page title={t('list.title')} intro={t('list.intro')}>
      <div className={styles.tabs}>
        <ChoiceTabs
          label={t('list.which')}
          name="when"
          value={when}
          options={[
            { value: 'upcoming', label: t('list.upcoming') },
            { value: 'past', label: t('list.past') },
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
