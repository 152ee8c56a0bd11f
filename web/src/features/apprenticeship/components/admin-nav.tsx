import { NavLink } from 'react-router';
import { PATHS } from '@/lib/paths';
import styles from './apprenticeship.module.css';

/** Tabs between the Virtual Apprenticeship admin screens. */
export function AdminVirappNav() {
  return (
    <nav className={styles.tabs} aria-label="Virtual Apprenticeship admin" style={{ position: 'static' }}>
      <NavLink to={PATHS.adminVirappApplications} className={styles.tab}>
        Applications
      </NavLink>
      <NavLink to={PATHS.adminVirappSubmissions} className={styles.tab}>
        Submissions
      </NavLink>
      <NavLink to={PATHS.adminVirappCertificates} className={styles.tab}>
        Certificates
      </NavLink>
    </nav>
  );
}
