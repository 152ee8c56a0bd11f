import { NavLink } from 'react-router';
import { PATHS } from '@/lib/paths';
import { useVaText } from '../i18n/use-va-text';
import styles from './apprenticeship.module.css';

/** Tabs between the Virtual Apprenticeship admin screens. */
export function AdminVirappNav() {
  const { t } = useVaText();
  return (
    <nav className={styles.tabs} aria-label={t('admin.nav.label')} style={{ position: 'static' }}>
      <NavLink to={PATHS.adminVirappChallenges} className={styles.tab}>
        {t('admin.nav.challenges')}
      </NavLink>
      <NavLink to={PATHS.adminVirappApplications} className={styles.tab}>
        {t('admin.nav.applications')}
      </NavLink>
      <NavLink to={PATHS.adminVirappSubmissions} className={styles.tab}>
        {t('admin.nav.submissions')}
      </NavLink>
      <NavLink to={PATHS.adminVirappCertificates} className={styles.tab}>
        {t('admin.nav.certificates')}
      </NavLink>
    </nav>
  );
}
