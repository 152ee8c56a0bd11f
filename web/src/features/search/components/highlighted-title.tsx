import type { SearchResult } from '@lakbay/contracts';
import { highlightTitle } from '../lib/highlight';
import styles from './highlighted-title.module.css';

/** A result's title with the matched words marked (the dropdown and the results page). */
export function HighlightedTitle({ result }: { result: Pick<SearchResult, 'title' | 'matches'> }) {
  return (
    <span className={styles.title}>
      {highlightTitle(result).map((segment, position) =>
        segment.matched ? (
          <mark key={position} className={styles.match}>
            {segment.text}
          </mark>
        ) : (
          <span key={position}>{segment.text}</span>
        ),
      )}
    </span>
  );
}
