import { useTranslation } from 'react-i18next';
import styles from './plain.module.css';

export interface PagerProps {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** The page numbers to show: the first, the last, and two either side of the current one. */
export function pagerItems(current: number, last: number): (number | 'gap')[] {
  const items: (number | 'gap')[] = [];
  for (let page = 1; page <= last; page++) {
    if (page === 1 || page === last || Math.abs(page - current) <= 2) {
      items.push(page);
    } else if (items.at(-1) !== 'gap') {
      items.push('gap');
    }
  }
  return items;
}

/** Previous, page numbers and next, as plain buttons (a list page needs no antd for this). */
export function Pager({ current, pageSize, total, onChange }: PagerProps) {
  const { t } = useTranslation();
  const last = Math.max(1, Math.ceil(total / pageSize));
  return (
    <ul className={styles.pager}>
      <li>
        <button
          type="button"
          className={styles.pagerButton}
          disabled={current <= 1}
          onClick={() => onChange(current - 1)}
          aria-label={t('pager.previous')}
        >
          ‹
        </button>
      </li>
      {pagerItems(current, last).map((item, index) =>
        item === 'gap' ? (
          <li key={`gap-${index}`} aria-hidden="true" className={styles.pagerGap}>
            …
          </li>
        ) : (
          <li key={item}>
            <button
              type="button"
              className={styles.pagerButton}
              aria-current={item === current ? 'page' : undefined}
              aria-label={t('pager.page', { page: item })}
              onClick={() => item !== current && onChange(item)}
            >
              {item}
            </button>
          </li>
        ),
      )}
      <li>
        <button
          type="button"
          className={styles.pagerButton}
          disabled={current >= last}
          onClick={() => onChange(current + 1)}
          aria-label={t('pager.next')}
        >
          ›
        </button>
      </li>
    </ul>
  );
}
