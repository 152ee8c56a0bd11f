import { useTranslation } from 'react-i18next';
import type { SearchResult, SearchResultType } from '@lakbay/contracts';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useUrlFilters } from '@/components/content/use-url-filters';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { useGlobalSearchQuery, useSearchGroupQuery } from '../api/search-api';
import { HighlightedTitle } from '../components/highlighted-title';
import { RESULT_GROUPS, SEARCH_HINTS, SEARCH_QUERY_MAX_LENGTH } from '../lib/constants';
import { SEARCH_NS } from '../i18n/register';
import styles from './search-results-page.module.css';

/** Results shown per group at first, and added by each "Show more". */
export const GROUP_STEP = 10;
/** The most one group shows (the server's limit for one type). */
export const GROUP_MAX = 50;

/**
 * /search?q=: every result of a search (where Enter in the search box leads when no option is
 * chosen), grouped as in the dropdown: Videos, Coach Connector, Career Explorer, the group of the
 * best result first. Each group shows ten and grows by ten up to fifty; an empty group is left out.
 */
export function SearchResultsPage() {
  const { t } = useTranslation(SEARCH_NS);
  const { params, update } = useUrlFilters();
  const q = (params.get('q') ?? '').trim();
  // The autocomplete's own request tells whether anything matched at all (and is often cached).
  const overview = useGlobalSearchQuery(q, { skip: q === '' });

  let body;
  if (q === '') {
    body = <Hints title={t('empty.title')} text={t('empty.text')} />;
  } else if (overview.isError) {
    body = (
      <EmptyState title={t('unavailable')} action={<Button onClick={() => void overview.refetch()}>{t('tryAgain')}</Button>}>
        {describeApiError(overview.error).message}
      </EmptyState>
    );
  } else if (overview.currentData?.length === 0) {
    body = <Hints title={t('noResults.title', { query: q })} text={t('noResults.text')} />;
  } else {
    // As in the dropdown: the group of the best result first (a career the query names leads).
    const rank = (type: SearchResultType): number => {
      const at = overview.currentData?.findIndex((result) => result.type === type) ?? -1;
      return at < 0 ? Number.MAX_SAFE_INTEGER : at;
    };
    body = [...RESULT_GROUPS]
      .sort((a, b) => rank(a.type) - rank(b.type))
      .map((group) => <ResultGroup key={`${group.type}:${q}`} q={q} type={group.type} label={group.label} />);
  }

  return (
    <Page title={t('title')} intro={q ? t('intro', { query: q }) : undefined}>
      {/* Keyed by the query, so going back to another search shows its words. */}
      <SearchForm key={q} initial={q} onSearch={(value) => update({ q: value.trim() || null })} />
      {body}
    </Page>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (value: string) => void }) {
  const { t } = useTranslation(SEARCH_NS);
  const { t: tCommon } = useTranslation();
  const [text, setText] = useState(initial);
  return (
    <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
      <Input.Search
        size="large"
        allowClear
        aria-label={t('searchLabel')}
        placeholder={tCommon('search.placeholder')}
        value={text}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        onSearch={onSearch}
      />
    </form>
  );
}

function ResultGroup({ q, type, label }: { q: string; type: SearchResultType; label: string }) {
  const { t } = useTranslation(SEARCH_NS);
  const [limit, setLimit] = useState(GROUP_STEP);
  const { data, isFetching, isError, error, refetch } = useSearchGroupQuery({ q, type, limit });
  const headingId = `search-group-${type}`;

  if (isError) {
    return (
      <section className={styles.group} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.groupTitle}>
          {label}
        </h2>
        <p className={styles.note}>
          {describeApiError(error).message} <Button onClick={() => void refetch()}>{t('tryAgain')}</Button>
        </p>
      </section>
    );
  }
  if (!data) {
    return (
      <p className={styles.note} aria-live="polite">
        {t('searching', { group: label })}
      </p>
    );
  }
  if (data.length === 0) {
    return null;
  }
  // A full page may have more behind it; at the server's maximum, ask for more words instead.
  const mayHaveMore = data.length >= limit;
  return (
    <section className={styles.group} aria-labelledby={headingId} aria-busy={isFetching || undefined}>
      <h2 id={headingId} className={styles.groupTitle}>
        {label} <span className={styles.count}>{mayHaveMore ? `${data.length}+` : data.length}</span>
      </h2>
      <ul className={styles.list}>
        {data.map((result) => (
          <li key={`${result.type}:${result.path}:${result.title}`}>
            <ResultLink result={result} />
          </li>
        ))}
      </ul>
      {mayHaveMore &&
        (limit < GROUP_MAX ? (
          <Button loading={isFetching} onClick={() => setLimit(Math.min(GROUP_MAX, limit + GROUP_STEP))}>
            {t('showMore', { group: label })}
          </Button>
        ) : (
          <p className={styles.note}>{t('max', { count: GROUP_MAX })}</p>
        ))}
    </section>
  );
}

/** The title, and why it matched when the match is in another field (a summary, a headline). */
function ResultLink({ result }: { result: SearchResult }) {
  const other = result.matches.find((match) => match.key !== 'title');
  const titleMatched = result.matches.some((match) => match.key === 'title');
  return (
    <Link to={result.path} className={styles.result}>
      <HighlightedTitle result={result} />
      {!titleMatched && other && <span className={styles.snippet}>{snippet(other.value)}</span>}
    </Link>
  );
}

const snippet = (value: string): string => (value.length > 140 ? `${value.slice(0, 139)}…` : value);

function Hints({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={title}
      icon="compass"
      action={
        <ul className={styles.hints}>
          {SEARCH_HINTS.map((hint) => (
            <li key={hint.path}>
              <Link to={hint.path}>{t(`search.hints.${hint.key}`)}</Link>
            </li>
          ))}
        </ul>
      }
    >
      {text}
    </EmptyState>
  );
}
