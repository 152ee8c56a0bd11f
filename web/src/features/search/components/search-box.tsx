import { useTranslation } from 'react-i18next';
import type { SearchResult } from '@lakbay/contracts';
import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { searchResultsPath } from '@/lib/paths';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { capture } from '@/lib/analytics';
import { useGlobalSearchQuery } from '../api/search-api';
import { useDebouncedValue } from '@/components/content/use-debounced-value';
import {
  CLICKED_SEARCH_RESULT_EVENT,
  RESULT_GROUPS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_HINTS,
  SEARCH_MAX_RESULTS,
  SEARCH_QUERY_MAX_LENGTH,
  type SearchHint,
} from '../lib/constants';
import { createReceivedSearchTimer, type ReceivedSearchTimer } from '../lib/received-timer';
import { readSearchCache, searchResultsReceived, selectSearchCache } from '@/lib/state/search-cache-slice';
import { LineIcon } from '@/components/icons/line-icon';
import { HighlightedTitle } from './highlighted-title';
import styles from './search-box.module.css';

type Item = { kind: 'result'; result: SearchResult } | { kind: 'hint'; hint: SearchHint };

interface Group {
  label: string;
  items: Item[];
}

type Status = 'idle' | 'loading' | 'results' | 'empty' | 'failed';

const hintGroup: Group = { label: 'Suggestions', items: SEARCH_HINTS.map((hint) => ({ kind: 'hint', hint })) };

/**
 * Results grouped as spec section 2 says (Videos, Coach Connector, Career Explorer), the group of the
 * best result first: the server ranks the careers a query names first ("softwre", "pulis"), so their
 * group leads.
 */
function groupResults(results: SearchResult[]): Group[] {
  return RESULT_GROUPS.map(({ type, label }) => ({
    label,
    first: results.findIndex((result) => result.type === type),
    items: results.filter((result) => result.type === type).map((result): Item => ({ kind: 'result', result })),
  }))
    .filter((group) => group.items.length > 0)
    .sort((a, b) => a.first - b.first)
    .map(({ label, items }) => ({ label, items }));
}

/** 'choices' of the analytics events: the titles shown, in the order shown. */
const titlesOf = (results: SearchResult[]): string[] =>
  groupResults(results).flatMap((group) => group.items.map((item) => (item.kind === 'result' ? item.result.title : item.hint.label)));

/**
 * The global search of the navigation bar (spec section 2 Search): an ARIA 1.2 combobox whose
 * listbox shows three suggestions while the query is empty or finds nothing, and otherwise the
 * results grouped by type with the matched part of each title highlighted. The request goes out
 * 300 ms after the last keystroke, only for a non-blank query.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<{ view: string; index: number }>({ view: '', index: -1 });
  const rootRef = useRef<HTMLDivElement>(null);
  const receivedTimer = useRef<ReceivedSearchTimer | null>(null);
  receivedTimer.current ??= createReceivedSearchTimer(capture);

  const typed = query.trim();
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const { currentData, isFetching, isError } = useGlobalSearchQuery(settled, { skip: settled === '' });
  // Read only while there is a query: the server's and the device's caches are other objects, and
  // reading them with no query made the box draw again, in one task, right after hydration.
  const coachesCache = useAppSelector((state) => (typed === '' ? undefined : selectSearchCache(state, 'coaches')));
  const careersCache = useAppSelector((state) => (typed === '' ? undefined : selectSearchCache(state, 'careers')));

  const results = useMemo(() => (currentData ?? []).slice(0, SEARCH_MAX_RESULTS), [currentData]);

  let status: Status;
  if (typed === '') {
    status = 'idle';
  } else if (typed !== settled || isFetching) {
    status = 'loading';
  } else if (isError) {
    status = 'failed';
  } else if (currentData === undefined) {
    status = 'loading';
  } else {
    status = results.length > 0 ? 'results' : 'empty';
  }

  // A failed search still shows what the store's caches hold for exactly this query.
  const fallback = useMemo(
    () => (status === 'failed' ? [...readSearchCache(coachesCache, settled), ...readSearchCache(careersCache, settled)] : []),
    [status, coachesCache, careersCache, settled],
  );

  const groups: Group[] = useMemo(() => {
    if (status === 'results') {
      return groupResults(results);
    }
    if (status === 'failed' && fallback.length > 0) {
      return groupResults(fallback);
    }
    // Loading shows only its line; an empty query, no results or a failure show the suggestions.
    return status === 'loading' ? [] : [{ ...hintGroup, label: t('search.suggestions') }];
  }, [status, results, fallback, t]);
  const items = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  // Each group's first position in `items`, for option ids and the highlighted option.
  const groupStarts = useMemo(
    () => groups.map((_, position) => groups.slice(0, position).reduce((sum, group) => sum + group.items.length, 0)),
    [groups],
  );

  // The highlighted option belongs to one view (status and query); a new view starts with none.
  const view = `${status}:${settled}`;
  const activeIndex = active.view === view ? active.index : -1;

  // Results arrived: fill the caches and schedule 'Received Search Result'.
  useEffect(() => {
    if (currentData === undefined || settled === '') {
      return;
    }
    dispatch(searchResultsReceived({ query: settled, results: currentData }));
    receivedTimer.current?.received(settled, titlesOf(currentData.slice(0, SEARCH_MAX_RESULTS)));
  }, [currentData, settled, dispatch]);

  useEffect(() => () => receivedTimer.current?.cancel(), []);

  useEffect(() => {
    if (activeIndex >= 0) {
      document.getElementById(`${baseId}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [activeIndex, baseId]);

  const close = () => {
    setOpen(false);
    setActive({ view, index: -1 });
  };

  const choose = (item: Item) => {
    if (item.kind === 'result') {
      capture(CLICKED_SEARCH_RESULT_EVENT, {
        query: settled,
        resultClicked: item.result.path,
        choices: titlesOf(results),
        productType: item.result.type,
      });
    }
    setQuery('');
    close();
    void navigate(item.kind === 'result' ? item.result.path : item.hint.path);
  };

  const move = (delta: number) => {
    if (!open) {
      setOpen(true);
    }
    if (items.length === 0) {
      return;
    }
    const next = activeIndex < 0 ? (delta > 0 ? 0 : items.length - 1) : (activeIndex + delta + items.length) % items.length;
    setActive({ view, index: next });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter': {
        const item = open && activeIndex >= 0 ? items[activeIndex] : undefined;
        if (item) {
          event.preventDefault();
          choose(item);
        } else if (typed !== '') {
          // No option chosen: every result, grouped as here, on the results page.
          event.preventDefault();
          setQuery('');
          close();
          void navigate(searchResultsPath(typed));
        }
        break;
      }
      case 'Escape':
        // Handled here, so the header's own Escape (closing the mobile menu) waits for the next one.
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (query !== '') {
          event.preventDefault();
          event.stopPropagation();
          setQuery('');
        }
        break;
      default:
        break;
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget)) {
      close();
    }
  };

  const expanded = open && (items.length > 0 || status !== 'idle');

  return (
    <div ref={rootRef} className={styles.search} onBlur={onBlur}>
      <label htmlFor={inputId} className={styles.visuallyHidden}>
        {t('search.label')}
      </label>
      <div className={styles.field}>
        <LineIcon name="search" size={18} className={styles.glyph} />
        <input
          id={inputId}
          className={styles.input}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-busy={status === 'loading'}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(event) => {
            // A new query is typed: the last results' 'Received Search Result' is dropped.
            receivedTimer.current?.cancel();
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
      </div>
      {/* preventDefault keeps focus in the input while an option is pressed. */}
      <div className={styles.popup} hidden={!expanded} onMouseDown={(event) => event.preventDefault()}>
        <StatusLine status={status} query={settled} count={results.length} usingCache={fallback.length > 0} />
        <ul id={listboxId} role="listbox" aria-label={t('search.listLabel')} className={styles.listbox}>
          {groups.map((group, groupPosition) => {
            const labelId = `${baseId}-group-${group.label.replaceAll(' ', '-')}`;
            return (
              <li key={group.label} role="presentation">
                <div id={labelId} role="presentation" className={styles.groupLabel}>
                  {group.label}
                </div>
                <ul role="group" aria-labelledby={labelId} className={styles.group}>
                  {group.items.map((item, position) => {
                    const itemIndex = groupStarts[groupPosition] + position;
                    const selected = itemIndex === activeIndex;
                    return (
                      <li
                        key={item.kind === 'result' ? `${item.result.type}:${item.result.path}:${item.result.title}` : item.hint.path}
                        id={optionId(itemIndex)}
                        role="option"
                        aria-selected={selected}
                        className={selected ? `${styles.option} ${styles.optionActive}` : styles.option}
                        onMouseMove={() => {
                          if (!selected) {
                            setActive({ view, index: itemIndex });
                          }
                        }}
                        onClick={() => choose(item)}
                      >
                        {item.kind === 'result' ? (
                          <HighlightedTitle result={item.result} />
                        ) : (
                          <span>{t(`search.hints.${item.hint.key}`)}</span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

function StatusLine({ status, query, count, usingCache }: { status: Status; query: string; count: number; usingCache: boolean }) {
  const { t } = useTranslation();
  let text = '';
  let visible = true;
  switch (status) {
    case 'loading':
      text = t('search.searching');
      break;
    case 'empty':
      text = t('search.noResults', { query });
      break;
    case 'failed':
      text = usingCache ? t('search.unavailableCached') : t('search.unavailable');
      break;
    case 'results':
      text = t('search.result', { count });
      visible = false;
      break;
    case 'idle':
      visible = false;
      break;
  }
  return (
    <p role="status" className={visible ? styles.status : styles.visuallyHidden}>
      {status === 'loading' && <span className={styles.spinner} aria-hidden="true" />}
      {text}
    </p>
  );
}
