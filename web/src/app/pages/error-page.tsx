import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Mascot } from '@/components/icons/mascot';
import { CONTACT_EMAIL } from '@/lib/links';
import { BAD_URL_PARAM, PATHS } from '@/lib/paths';
import { toSafeRedirectPath } from '@/lib/safe-redirect';
import styles from '@/components/status-page.module.css';
import { usePageMeta } from '@/lib/page-meta';

/**
 * /error (spec section 2): where uncaught screen errors land. 'reload the page again' loads the
 * address in ?badUrl= (only one of ours), or home.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('status.errorTitle') });
  const [params] = useSearchParams();
  const retry = toSafeRedirectPath(params.get(BAD_URL_PARAM)) ?? PATHS.home;

  return (
    <section className={styles.page} aria-labelledby="error-heading">
      <Mascot size={96} className={styles.mascot} />
      <h1 id="error-heading" className={styles.heading}>
        {t('status.errorHeading')}
      </h1>
      <p className={styles.text}>
        {/* 'reload the page again' is a full page load, not a client-side route: start clean. */}
        <Trans t={t} i18nKey="status.errorText" components={{ reload: <a href={retry} />, home: <Link to={PATHS.home} /> }} />
      </p>
      <p className={styles.text}>
        <Trans
          t={t}
          i18nKey="status.errorContact"
          values={{ email: CONTACT_EMAIL }}
          components={{ mail: <a href={`mailto:${CONTACT_EMAIL}`} /> }}
        />
      </p>
    </section>
  );
}
