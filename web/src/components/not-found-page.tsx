import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { Mascot } from '@/components/icons/mascot';
import { PATHS } from '@/lib/paths';
import styles from './status-page.module.css';
import { usePageMeta } from '@/lib/page-meta';

/** Any unknown address (spec section 2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('status.notFoundTitle') });
  return (
    <section className={styles.page} aria-labelledby="not-found-heading">
      <Mascot size={96} className={styles.mascot} />
      <h1 id="not-found-heading" className={styles.heading}>
        {t('status.notFoundHeading')}
      </h1>
      <p className={styles.text}>{t('status.notFoundText')}</p>
      <ButtonLink to={PATHS.home} size="large">
        {t('status.goHome')}
      </ButtonLink>
    </section>
  );
}
