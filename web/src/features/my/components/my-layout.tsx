import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '@/lib/state/hooks';
import { PATHS } from '@/lib/paths';
import { selectLoggedUser } from '@/lib/state';
import styles from './my-layout.module.css';

const ENTRIES = [
  { to: PATHS.myProfile, label: 'Profile', coachOnly: false },
  { to: PATHS.myCoaches, label: 'My Koaches', coachOnly: false },
  { to: PATHS.mySchedule, label: 'Schedule', coachOnly: false },
  { to: PATHS.myEvents, label: 'Events', coachOnly: false },
  { to: PATHS.myAvailability, label: 'My Availability', coachOnly: true },
  { to: PATHS.myKadets, label: 'My Kadets', coachOnly: true },
  { to: PATHS.myPrivacy, label: 'Privacy', coachOnly: false },
] as const;

/** /my: the signed-in area's own navigation (availability and Kadets are for Koaches) around its pages. */
export function MyLayout() {
  const isCoach = useAppSelector(selectLoggedUser)?.isCoach ?? false;
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const current = ENTRIES.find((entry) => pathname === entry.to || pathname.startsWith(`${entry.to}/`))?.to;
  // On a phone the entries scroll sideways: keep the current one in view.
  useEffect(() => {
    if (current) {
      nav.current?.querySelector(`a[href="${current}"]`)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    }
  }, [current]);
  return (
    <div className={styles.layout}>
      <nav aria-label="My account" className={styles.nav} ref={nav}>
        <ul className={styles.list}>
          {ENTRIES.filter((entry) => isCoach || !entry.coachOnly).map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
