import { NavLink } from 'react-router';
import { vaPaths, type DashboardTab } from '@/lib/paths';
import styles from './apprenticeship.module.css';

/** Spec section 3: the dashboard tabs HOME, TODOS, MANAGE. */
export const DASHBOARD_TABS: readonly { tab: DashboardTab; label: string }[] = [
  { tab: 'home', label: 'HOME' },
  { tab: 'todos', label: 'TODOS' },
  { tab: 'manage', label: 'MANAGE' },
];

/** The dashboard's tab bar: sticky under the site nav (z-index 999 on phones, 99 on desktop, spec section 9). */
export function DashboardTabs({ challengeId, todoCount }: { challengeId: string; todoCount: number }) {
  return (
    <nav className={styles.tabs} aria-label="Dashboard">
      {DASHBOARD_TABS.map(({ tab, label }) => (
        <NavLink key={tab} to={vaPaths.dashboard(challengeId, tab)} className={styles.tab} replace>
          {label}
          {tab === 'todos' && todoCount > 0 ? ` (${todoCount})` : ''}
        </NavLink>
      ))}
    </nav>
  );
}
