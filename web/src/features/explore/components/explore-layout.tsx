import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { PATHS } from '@/lib/paths';
import styles from './explore-layout.module.css';

const TABS = [
  { to: `${PATHS.explore}/coaches`, label: 'coaches' },
  { to: `${PATHS.explore}/careers`, label: 'careers' },
  { to: `${PATHS.explore}/events`, label: 'events' },
] as const;

/** /explore: Koaches, careers and events side by side as tabs; each tab is the feature's own page. */
export function ExploreLayout() {
  const { t } = useTranslation();
  return (
    <>
      <nav aria-label={t('explore.label')} className={styles.tabs}>
        <ul className={styles.list}>
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}>
                {t(`explore.${tab.label}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
