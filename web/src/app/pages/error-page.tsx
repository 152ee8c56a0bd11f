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
  usePageMeta({ title: 'Something went wrong' });
  const [params] = useSearchParams();
  const retry = toSafeRedirectPath(params.get(BAD_URL_PARAM)) ?? PATHS.home;

  return (
    <section className={styles.page} aria-labelledby="error-heading">
      <Mascot size={96} className={styles.mascot} />
      <h1 id="error-heading" className={styles.heading}>
        Uh-oh! Something&apos;s not right.
      </h1>
      <p className={styles.text}>
        We hit a problem showing this page. Please {/* A full page load, not a client-side route: start clean. */}
        <a href={retry}>reload the page again</a>, or go back to the <Link to={PATHS.home}>home page</Link>.
      </p>
      <p className={styles.text}>
        If it keeps happening, write to the Lakbay team at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> and tell us what you were
        doing.
      </p>
    </section>
  );
}
