import { CategoryFilter } from '@/components/content/category-filter';
import { findCategory } from '@/components/content/category-tag';
import { categoryParam, pageParam } from '@/components/content/list-params';
import { useUrlFilters } from '@/components/content/use-url-filters';
import { ListPage, useListSearch } from '@/components/list-page';
import { SearchInput } from '@/components/plain/search-input';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCareerCategoriesQuery, useGetCareersQuery } from '../api/careers-api';
import { CareerCard } from '@/components/content/career-card';
import { CAREERS_NS } from '../i18n/register';

export const CAREERS_PAGE_SIZE = 12;

/**
 * /careers (and /explore/careers): the Career Explorer, filtered by category and words, a page at a time.
 * `suggestions` is the interest quiz's "Suggested for you" row, given by the router (app/router.tsx).
 */
export function CareersPage({ suggestions }: { suggestions?: ReactNode }) {
  const { t } = useTranslation(CAREERS_NS);
  const { params, update } = useUrlFilters();
  const category = categoryParam(params.get('category'));
  const q = params.get('q') ?? '';
  const page = pageParam(params.get('page'));
  const { box, setText } = useListSearch(params, update);

  const { data: categories } = useGetCareerCategoriesQuery();
  const query = useGetCareersQuery({ category: category ?? undefined, q: q || undefined, page, pageSize: CAREERS_PAGE_SIZE });
  const counts = Object.fromEntries((categories ?? []).map((entry) => [entry.key, entry.count]));
  const categoryLabel = findCategory(category)?.label;
  const what = [q ? t('list.matchWords', { q }) : null, categoryLabel ? t('list.matchCategory', { category: categoryLabel }) : null]
    .filter(Boolean)
    .join(' ');

  return (
    <ListPage
      title={t('list.title')}
      intro={t('list.intro')}
      filters={
        <>
          {/* Suggestions on the unfiltered first page only: a search or filter means the user is looking for something else. */}
          {!category && !q && page === 1 && suggestions}
          <CategoryFilter value={category} counts={counts} onChange={(key) => update({ category: key, page: null })} />
        </>
      }
      search={<SearchInput {...box} placeholder={t('list.searchPlaceholder')} label={t('list.searchLabel')} />}
      count={(total) => {
        const careers = t('list.count', { count: total });
        return categoryLabel ? t('list.countIn', { total: careers, category: categoryLabel }) : careers;
      }}
      query={query}
      label={t('list.label')}
      pagerLabel={t('list.pages')}
      loadingLabel={t('list.loading')}
      icon="compass"
      errorTitle={t('list.error')}
      empty={{
        title: what ? t('list.noMatch', { what }) : t('list.noMatchFilters'),
        text: t('list.noMatchText'),
        onClear: () => {
          setText('');
          update({ q: null, category: null, page: null });
        },
      }}
      renderItem={(career) => <CareerCard career={career} />}
    />
  );
}
