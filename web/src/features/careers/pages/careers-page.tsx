import { CategoryFilter } from '@/components/content/category-filter';
import { findCategory } from '@/components/content/category-tag';
import { categoryParam, pageParam } from '@/components/content/list-params';
import { useUrlFilters } from '@/components/content/use-url-filters';
import { ListPage, useListSearch } from '@/components/list-page';
import { SearchInput } from '@/components/plain/search-input';
import { SuggestedCareers } from '@/features/interests';
import { useGetCareerCategoriesQuery, useGetCareersQuery } from '../api/careers-api';
import { CareerCard } from '../components/career-card';

export const CAREERS_PAGE_SIZE = 12;

/** /careers (and /explore/careers): the Career Explorer, filtered by category and words, a page at a time. */
export function CareersPage() {
  const { params, update } = useUrlFilters();
  const category = categoryParam(params.get('category'));
  const q = params.get('q') ?? '';
  const page = pageParam(params.get('page'));
  const { box, setText } = useListSearch(params, update);

  const { data: categories } = useGetCareerCategoriesQuery();
  const query = useGetCareersQuery({ category: category ?? undefined, q: q || undefined, page, pageSize: CAREERS_PAGE_SIZE });
  const counts = Object.fromEntries((categories ?? []).map((entry) => [entry.key, entry.count]));
  const categoryLabel = findCategory(category)?.label;
  const what = [q ? `“${q}”` : null, categoryLabel ? `in ${categoryLabel}` : null].filter(Boolean).join(' ');

  return (
    <ListPage
      title="Career Explorer"
      intro="Browse careers by category and find out what the work is really like."
      filters={
        <>
          {/* Suggestions on the unfiltered first page only: a search or filter means the user is looking for something else. */}
          {!category && !q && page === 1 && <SuggestedCareers limit={4} />}
          <CategoryFilter value={category} counts={counts} onChange={(key) => update({ category: key, page: null })} />
        </>
      }
      search={<SearchInput {...box} placeholder="Search careers, e.g. analyst" label="Search careers" />}
      count={(total) => `${total === 1 ? '1 career' : `${total} careers`}${categoryLabel ? ` in ${categoryLabel}` : ''}`}
      query={query}
      label="Careers"
      pagerLabel="Pages of careers"
      loadingLabel="Loading careers"
      icon="compass"
      errorTitle="Careers could not be loaded"
      empty={{
        title: `No careers match ${what || 'these filters'}`,
        text: 'Try other words, or look in all categories.',
        onClear: () => {
          setText('');
          update({ q: null, category: null, page: null });
        },
      }}
      renderItem={(career) => <CareerCard career={career} />}
    />
  );
}
