import { NavLink, Outlet } from 'react-router';
import { PATHS } from '@/lib/paths';
import styles from './explore-layout.module.css';

const TABS = [
  { to: `${PATHS.explore}/coaches`, label: 'Koaches' },
  { to: `${PATHS.explore}/careers`, label: 'Careers' },
  { to: `${PATHS.explore}/events`, label: 'Events' },
] as const;

/** /explore: Koaches, careers and events side by side as tabs; each tab is the feature's own page. */
export function ExploreLayout() {
  return (
    <>
      <nav aria-label="Explore" className={styles.tabs}>
        <ul className={styles.list}>
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}>
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
