import { Button } from '@/components/button';
import { CategoryFilter } from '@/components/content/category-filter';
import { findCategory } from '@/components/content/category-tag';
import { useUrlFilters } from '@/components/content/use-url-filters';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { Pager } from '@/components/plain/pager';
import { describeApiError } from '@/lib/api/api-error';
import { useGetCoachesQuery } from '../api/coaches-api';
import { CoachCard } from '../components/coach-card';
import { CoachCardSkeletons } from '../components/coach-card-skeletons';
import styles from '../components/coaches.module.css';
import { COACH_LANGUAGES, coachListQuery, readCoachFilters } from '../lib/coach-filters';

/** /coaches (and /explore/coaches): active Koaches, filtered by field, language and free time, a page at a time. */
export function CoachesPage() {
  const { params, update } = useUrlFilters();
  const filters = readCoachFilters(params);
  const { data, isFetching, isError, error, refetch } = useGetCoachesQuery(coachListQuery(filters));
  const categoryLabel = findCategory(filters.category)?.label;
  const filtered = Boolean(filters.category || filters.language || filters.freeThisWeek);

  let body;
  if (isError) {
    body = (
      <EmptyState
        title="Koaches could not be loaded"
        icon="users"
        action={
          <Button variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        {describeApiError(error).message}
      </EmptyState>
    );
  } else if (!data || (isFetching && data.items.length === 0)) {
    body = <CoachCardSkeletons />;
  } else if (data.items.length === 0) {
    body = filtered ? (
      <EmptyState
        title="No Koach matches these filters"
        icon="users"
        action={
          <Button variant="outline" onClick={() => update({ category: null, language: null, freeThisWeek: null, page: null })}>
            Clear filters
          </Button>
        }
      >
        {filters.freeThisWeek
          ? 'Koaches may be free next week: try without “Free this week”, or another field.'
          : 'Try another field or language.'}
      </EmptyState>
    ) : (
      <EmptyState title="No Koaches listed yet" icon="users">
        Volunteer Koaches are being onboarded. Check back soon, or explore careers in the meantime.
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul className={styles.grid} aria-busy={isFetching || undefined} aria-label="Koaches">
          {data.items.map((coach) => (
            <li key={coach.id}>
              <CoachCard coach={coach} />
            </li>
          ))}
        </ul>
        {data.total > data.pageSize && (
          <nav className={styles.pager} aria-label="Pages of Koaches">
            <Pager
              current={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onChange={(next) => {
                update({ page: next > 1 ? String(next) : null });
                window.scrollTo({ top: 0 });
              }}
            />
          </nav>
        )}
      </>
    );
  }

  return (
    <Page title="Coach Connector" intro="Find a volunteer Koach who works in the career you are curious about, and book a free session.">
      <CategoryFilter label="Filter by field" value={filters.category} onChange={(key) => update({ category: key, page: null })} />
      <div className={styles.filters}>
        <label className={styles.filterLabel}>
          Language
          <select
            className={styles.language}
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
      {data && !isError && (
        <p className={styles.count} aria-live="polite">
          {data.total === 1 ? '1 Koach' : `${data.total} Koaches`}
          {categoryLabel ? ` in ${categoryLabel}` : ''}
          {filters.language ? ` who speak ${filters.language}` : ''}
          {filters.freeThisWeek ? ', free this week' : ''}
        </p>
      )}
      {body}
    </Page>
  );
}
