import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './plain.module.css';

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter, the search button or clearing: the text to search now. */
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
  maxLength?: number;
  className?: string;
}

/** A search box with clear and search buttons, as a form with role search. */
export function SearchInput({ value, onChange, onSearch, label, placeholder, maxLength, className }: SearchInputProps) {
  const id = useId();
  const { t } = useTranslation();
  return (
    <form
      role="search"
      className={[styles.search, className].filter(Boolean).join(' ')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value);
      }}
    >
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        aria-label={label}
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          // The browser's own clear button (and the Escape key) empty the field: search everything.
          if (event.target.value === '' && value !== '') {
            onSearch('');
          }
        }}
      />
      <button type="submit" className={styles.searchButton} aria-label={t('search.submit')}>
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" />
        </svg>
      </button>
    </form>
  );
}
