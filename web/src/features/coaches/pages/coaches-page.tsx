import { CategoryFilter } from '@/components/content/category-filter';
import { findCategory } from '@/components/content/category-tag';
import { useUrlFilters } from '@/components/content/use-url-filters';
import { ListPage, listFieldClassName } from '@/components/list-page';
import { useGetCoachesQuery } from '../api/coaches-api';
import { COACH_CARD_SKELETON, CoachCard } from '../components/coach-card';
import styles from '../components/coaches.module.css';
import { COACH_LANGUAGES, coachListQuery, readCoachFilters } from '../lib/coach-filters';

/** /coaches (and /explore/coaches): active Koaches, filtered by field, language and free time, a page at a time. */
export function CoachesPage() {
  const { params, update } = useUrlFilters();
  const filters = readCoachFilters(params);
  const query = useGetCoachesQuery(coachListQuery(filters));
  const categoryLabel = findCategory(filters.category)?.label;
  const filtered = Boolean(filters.category || filters.language || filters.freeThisWeek);

  return (
    <ListPage
      title="Coach Connector"
      intro="Find a volunteer Koach who works in the career you are curious about, and book a free session."
      filters={
        <>
          <CategoryFilter label="Filter by field" value={filters.category} onChange={(key) => update({ category: key, page: null })} />
          <div className={styles.filters}>
            <label className={styles.filterLabel}>
              Language
              <select
                className={`${listFieldClassName} ${styles.language}`}
                value={filters.language ?? ''}
                onChange={(event) => update({ language: event.target.value || null, page: null })}
              >
                <option value="">Any language</option>
                {COACH_LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {language}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.filterLabel}>
              <input
                type="checkbox"
                role="switch"
                className={styles.switch}
                checked={filters.freeThisWeek}
                onChange={(event) => update({ freeThisWeek: event.target.checked ? 'true' : null, page: null })}
              />
              Free this week
            </label>
          </div>
        </>
      }
      count={(total) =>
        `${total === 1 ? '1 Koach' : `${total} Koaches`}${categoryLabel ? ` in ${categoryLabel}` : ''}${
          filters.language ? ` who speak ${filters.language}` : ''
        }${filters.freeThisWeek ? ', free this week' : ''}`
      }
      query={query}
      label="Koaches"
      pagerLabel="Pages of Koaches"
      loadingLabel="Loading Koaches"
      icon="users"
      errorTitle="Koaches could not be loaded"
      itemMin={280}
      skeleton={COACH_CARD_SKELETON}
      empty={
        filtered
          ? {
              title: 'No Koach matches these filters',
              text: filters.freeThisWeek
                ? 'Koaches may be free next week: try without “Free this week”, or another field.'
                : 'Try another field or language.',
              onClear: () => update({ category: null, language: null, freeThisWeek: null, page: null }),
            }
          : {
              title: 'No Koaches listed yet',
              text: 'Volunteer Koaches are being onboarded. Check back soon, or explore careers in the meantime.',
            }
      }
      renderItem={(coach) => <CoachCard coach={coach} />}
    />
  );
}
