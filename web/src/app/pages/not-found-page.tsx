import { ButtonLink } from '@/components/button-link';
import { PATHS } from '@/lib/paths';
import styles from './status-page.module.css';

/** Any unknown address (spec section 2). */
export function NotFoundPage() {
  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>There&apos;s nothing here!</h1>
      <p className={styles.text}>The page you were looking for does not exist or has moved.</p>
      <ButtonLink to={PATHS.home} type="primary">
        Go home
      </ButtonLink>
    </section>
  );
}
