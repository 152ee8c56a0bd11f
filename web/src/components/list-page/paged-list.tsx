import type { Page } from '@lakbay/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import type { LineIconName } from '@/components/icons/line-icon';
import { Pager } from '@/components/plain/pager';
import { describeApiError } from '@/lib/api/api-error';
import { CardGrid, CardSkeletons, type CardSkeletonsProps } from './card-grid';
import { LISTS_NS } from './i18n/register';
import styles from './list-page.module.css';

/** What a list page needs of its RTK Query result. */
export interface ListQuery<T> {
  data?: Page<T> | undefined;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface PagedListProps<T extends { id: string }> {
  query: ListQuery<T>;
  /** The list's accessible name, e.g. "Careers"; the pager is "Pages of …" (pagerLabel). */
  label: string;
  pagerLabel: string;
  loadingLabel: string;
  icon: LineIconName;
  errorTitle: string;
  /** The empty list: what is missing and a way on; a Clear filters button when onClear is given. */
  empty: { title: string; text: ReactNode; onClear?: (() => void) | undefined };
  renderItem: (item: T) => ReactNode;
  onPage: (page: number) => void;
  /** Narrowest card in px, or 'one' for one column. */
  itemMin?: number | 'one';
  className?: string;
  /** The placeholder cards' shape while the first page loads. */
  skeleton?: Omit<CardSkeletonsProps, 'label' | 'itemMin' | 'className'>;
}

const BUTTON = { variant: 'outline' } as const;

/** A list's body: an error with Try again, placeholder cards, an empty state, or the cards and a pager. */
export function PagedList<T extends { id: string }>({
  query: { data, isFetching, isError, error, refetch },
  label,
  pagerLabel,
  loadingLabel,
  icon,
  errorTitle,
  empty,
  renderItem,
  onPage,
  itemMin,
  className,
  skeleton,
}: PagedListProps<T>) {
  const { t } = useTranslation(LISTS_NS);
  if (isError) {
    return (
      <EmptyState
        title={errorTitle}
        icon={icon}
        action={
          <Button {...BUTTON} onClick={() => void refetch()}>
            {t('tryAgain')}
          </Button>
        }
      >
        {describeApiError(error).message}
      </EmptyState>
    );
  }
  if (!data || (isFetching && data.items.length === 0)) {
    return <CardSkeletons label={loadingLabel} itemMin={itemMin} className={className} {...skeleton} />;
  }
  if (data.items.length === 0) {
    return (
      <EmptyState
        title={empty.title}
        icon={icon}
        action={
          empty.onClear && (
            <Button {...BUTTON} onClick={empty.onClear}>
              {t('clearFilters')}
            </Button>
          )
        }
      >
        {empty.text}
      </EmptyState>
    );
  }
  return (
    <>
      <CardGrid itemMin={itemMin} className={className} aria-label={label} aria-busy={isFetching || undefined}>
        {data.items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </CardGrid>
      {data.total > data.pageSize && (
        <nav className={styles.pager} aria-label={pagerLabel}>
          <Pager current={data.page} pageSize={data.pageSize} total={data.total} onChange={onPage} />
        </nav>
      )}
    </>
  );
}
