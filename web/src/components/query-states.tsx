import type { ReactNode } from 'react';
import { describeApiError } from '@/lib/api/api-error';
import { Button } from './button';
import { EmptyState } from './empty-state';
import type { LineIconName } from './icons/line-icon';
import { Skeleton } from './plain/skeleton';

/** The part of an RTK Query hook's answer these states read. */
export interface QueryResult<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface QueryStatesProps<T> {
  query: QueryResult<T>;
  /** Names the loading placeholder for screen readers. */
  loadingLabel: string;
  /** Placeholder lines while loading. */
  rows?: number;
  /** A placeholder in the shape of the content (placeholder cards) instead of the lines; decorative. */
  placeholder?: ReactNode;
  errorTitle: string;
  retryLabel: string;
  icon?: LineIconName;
  /** The page's content once the data is there (an empty answer included: the page says what that means). */
  children: (data: T) => ReactNode;
}

/**
 * What a page that reads one query shows before its content: a skeleton while loading, and when
 * the read fails the server's (or the network's) message with a retry. Then `children(data)`.
 * Plain parts only (no antd): public pages such as the FAQs use it, and a phone should not load a
 * component library for a placeholder.
 */
export function QueryStates<T>({
  query,
  loadingLabel,
  rows = 6,
  placeholder,
  errorTitle,
  retryLabel,
  icon,
  children,
}: QueryStatesProps<T>) {
  if (query.isError) {
    return (
      <EmptyState
        title={errorTitle}
        icon={icon}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            {retryLabel}
          </Button>
        }
      >
        {describeApiError(query.error).message}
      </EmptyState>
    );
  }
  if (query.isLoading || query.data === undefined) {
    return (
      <div role="status" aria-label={loadingLabel}>
        {placeholder ?? <Skeleton rows={rows} />}
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
