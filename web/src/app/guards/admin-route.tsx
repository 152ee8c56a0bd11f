import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useAppSelector } from '@/lib/state/hooks';
import { PATHS } from '@/lib/paths';
import { selectIsAdmin } from '@/lib/state';
import styles from '@/components/status-page.module.css';

/** Spec section 9: a non-admin is sent home this long after the refusal. */
export const NON_ADMIN_REDIRECT_MS = 3000;

/** Spec section 5: the admin area needs isAdmin in the idToken; anyone else is refused and sent home. */
export function AdminRoute() {
  const isAdmin = useAppSelector(selectIsAdmin);
  return isAdmin ? <Outlet /> : <NotAdmin />;
}

function NotAdmin() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(PATHS.home, { replace: true }), NON_ADMIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <section className={styles.page} role="alert">
      <h1 className={styles.heading}>{t('status.notAdminHeading')}</h1>
      <p className={styles.text}>{t('status.notAdmin')}</p>
    </section>
  );
}
