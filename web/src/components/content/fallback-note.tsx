import type { Localized } from '@lakbay/contracts';
import { useTranslation } from 'react-i18next';
import styles from './content.module.css';

/**
 * A quiet line under a record answered partly in English to a Filipino reader (issue 29: the API
 * says so with `fallback`). Nothing for an English reader, who never gets a fallback.
 */
export function FallbackNote({ records }: { records: readonly (Partial<Localized> | undefined)[] }) {
  const { t } = useTranslation();
  if (!records.some((record) => record?.fallback)) {
    return null;
  }
  return <p className={styles.fallbackNote}>{t('contentLanguage.fallback')}</p>;
}
