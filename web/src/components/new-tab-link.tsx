import { useTranslation } from 'react-i18next';
import type { AnchorHTMLAttributes } from 'react';
import styles from './new-tab-link.module.css';

export type NewTabLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & { href: string };

/** Opens in a new tab without handing the new page a reference to ours, and says so to screen readers. */
export function NewTabLink({ children, ...rest }: NewTabLinkProps) {
  const { t } = useTranslation();
  return (
    <a {...rest} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={styles.visuallyHidden}> {t('nav.opensInNewTab')}</span>
    </a>
  );
}
