import { CAREER_CATEGORY_KEYS, type CareerCategory } from '@lakbay/contracts';
import { Button } from '@/components/button';
import { CardSkeletons } from '@/components/content/card-skeletons';
import { CategoryFilter } from '@/components/content/category-filter';
import { findCategory } from '@/components/content/category-tag';
import { pageParam } from '@/components/content/list-params';
import { useDebouncedUrlText, useUrlFilters } from '@/components/content/use-url-filters';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { SuggestedCareers } from '@/features/interests';
import { Pager } from '@/components/plain/pager';
import { SearchInput } from '@/components/plain/search-input';
import { describeApiError } from '@/lib/api/api-error';
import { useGetCareerCategoriesQuery, useGetCareersQuery } from '../api/careers-api';
import { CareerCard } from '../components/career-card';
import styles from '../components/careers.module.css';

export const CAREERS_PAGE_SIZE = 12;

const asCategory = (value: string | null): CareerCategory | null =>
  value && (CAREER_CATEGORY_KEYS as readonly string[]).includes(value) ? (value as CareerCategory) : null;

/** /careers (and /explore/careers): the Career Explorer, filtered by category and words, a page at a time. */
export function CareersPage() {
  const { params, update } = useUrlFilters();
  const category = asCategory(params.get('category'));
  const q = params.get('q') ?? '';
  const page = pageParam(params.get('page'));
  const [text, setText] = useDebouncedUrlText('q', params, update);

  const { data: categories } = useGetCareerCategoriesQuery();
  const { data, isFetching, isError, error, refetch } = useGetCareersQuery({
    category: category ?? undefined,
    q: q || undefined,
    page,
    pageSize: CAREERS_PAGE_SIZE,
  });
  const counts = Object.fromEntries((categories ?? []).map((entry) => [entry.key, entry.count]));
  const categoryLabel = findCategory(category)?.label;

  let body;
  if (isError) {
    body = (
      <EmptyState
        title="Careers could not be loaded"
        icon="compass"
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
    body = <CardSkeletons label="Loading careers" />;
  } else if (data.items.length === 0) {
    const what = [q ? `“${q}”` : null, categoryLabel ? `in ${categoryLabel}` : null].filter(Boolean).join(' ');
    body = (
      <EmptyState
        title={`No careers match ${what || 'these filters'}`}
        icon="compass"
        action={
          <Button
            variant="outline"
            onClick={() => {
              setText('');
              update({ q: null, category: null, page: null });
            }}
          >
            Clear filters
          </Button>
        }
      >
        Try other words, or look in all categories.
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul className={styles.grid} aria-busy={isFetching || undefined} aria-label="Careers">
          {data.items.map((career) => (
            <li key={career.id}>
              <CareerCard career={career} />
            </li>
          ))}
        </ul>
        {data.total > data.pageSize && (
          <nav className={styles.pager} aria-label="Pages of careers">
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
    <Page title="Career Explorer" intro="Browse careers by category and find out what the work is really like.">
      {/* Suggestions on the unfiltered first page only: a search or filter means the user is looking for something else. */}
      {!category && !q && page === 1 && <SuggestedCareers limit={4} />}
      <CategoryFilter value={category} counts={counts} onChange={(key) => update({ category: key, page: null })} />
      <div className={styles.toolbar}>
        <SearchInput
          className={styles.search}
          placeholder="Search careers, e.g. analyst"
          label="Search careers"
          value={text}
          maxLength={100}
          onChange={setText}
          onSearch={(value) => {
            setText(value);
            update({ q: value.trim() || null, page: null });
          }}
        />
        {data && (
          <p className={styles.count} aria-live="polite">
            {data.total === 1 ? '1 career' : `${data.total} careers`}
            {categoryLabel ? ` in ${categoryLabel}` : ''}
          </p>
        )}
      </div>
      {body}
    </Page>
  );
}
