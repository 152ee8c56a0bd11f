import { Link } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { ButtonLink } from '@/components/button-link';
import { PATHS } from '@/lib/paths';
import { selectIsAuth } from '@/lib/state';
import styles from './app-header.module.css';

/** The top bar. The full navigation (entries, search, avatar, mobile menu) comes in a later issue. */
export function AppHeader() {
  const isAuth = useAppSelector(selectIsAuth);

  return (
    <div className={styles.bar}>
      <Link to={PATHS.home} className={styles.logo} aria-label="Lakbay home">
        <span className={styles.sun} aria-hidden="true" />
        Lakbay
      </Link>
      <nav aria-label="Account" className={styles.actions}>
        {isAuth ? (
          <ButtonLink to={PATHS.logout}>Logout</ButtonLink>
        ) : (
          <ButtonLink to={PATHS.login} type="primary">
            Get Started
          </ButtonLink>
        )}
      </nav>
    </div>
  );
}
