import type { ReactNode } from 'react';
import { useDebouncedUrlText, useUrlFilters } from '@/components/content/use-url-filters';
import { Page } from '@/components/page';
import { PagedList, type PagedListProps } from './paged-list';
import styles from './list-page.module.css';

export interface ListPageProps<T extends { id: string }> extends Omit<PagedListProps<T>, 'onPage'> {
  title: string;
  intro: string;
  /** Above the filters: suggestions, a chosen item, category chips, a filter form. */
  filters?: ReactNode;
  /** A search box: shown in one row with the count. */
  search?: ReactNode;
  /** "12 careers in Sales": said politely to screen readers as it changes. */
  count: (total: number) => ReactNode;
}

/**
 * A public list page (careers, jobs, videos, Koaches): title, the feature's own filters, the count,
 * then a page of cards from the address bar's ?page=. Plain elements only: these pages must stay
 * light on phones.
 */
export function ListPage<T extends { id: string }>({ title, intro, filters, search, count, ...list }: ListPageProps<T>) {
  const { update } = useUrlFilters();
  const { data, isError } = list.query;
  const total = data && !isError && (
    <p className={styles.count} aria-live="polite">
      {count(data.total)}
    </p>
  );
  return (
    <Page title={title} intro={intro}>
      {filters}
      {search ? (
        <div className={styles.toolbar}>
          {search}
          {total}
        </div>
      ) : (
        total
      )}
      <PagedList
        {...list}
        onPage={(next) => {
          update({ page: next > 1 ? String(next) : null });
          window.scrollTo({ top: 0 });
        }}
      />
    </Page>
  );
}

/** The class of a plain text box or drop-down among a list's filters. */
export const listFieldClassName = styles.field;

/**
 * The words of a list's search box (?q=): they filter as typing settles, at once on Enter or the
 * search button. `box` goes to a SearchInput; setText('') empties it when the filters are cleared.
 */
export function useListSearch(params: URLSearchParams, update: (changes: Record<string, string | null>) => void) {
  const [text, setText] = useDebouncedUrlText('q', params, update);
  const box = {
    className: styles.search,
    value: text,
    maxLength: 100,
    onChange: setText,
    onSearch: (value: string) => {
      setText(value);
      update({ q: value.trim() || null, page: null });
    },
  };
  return { box, setText };
}
