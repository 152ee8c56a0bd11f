import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '@/lib/state/hooks';
import { PATHS } from '@/lib/paths';
import { selectLoggedUser } from '@/lib/state';
import { MY_NS } from '../i18n/register';
import styles from './my-layout.module.css';

const ENTRIES = [
  { to: PATHS.myProfile, label: 'profile', coachOnly: false },
  { to: PATHS.myCoaches, label: 'coaches', coachOnly: false },
  { to: PATHS.mySchedule, label: 'schedule', coachOnly: false },
  { to: PATHS.myEvents, label: 'events', coachOnly: false },
  { to: PATHS.myAvailability, label: 'availability', coachOnly: true },
  { to: PATHS.myKadets, label: 'kadets', coachOnly: true },
  { to: PATHS.myTrainings, label: 'trainings', coachOnly: true },
  { to: PATHS.myPrivacy, label: 'privacy', coachOnly: false },
] as const;

/** /my: the signed-in area's own navigation (availability, Kadets and trainings are for Koaches) around its pages. */
export function MyLayout() {
  const { t } = useTranslation(MY_NS);
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
      <nav aria-label={t('menu.label')} className={styles.nav} ref={nav}>
        <ul className={styles.list}>
          {ENTRIES.filter((entry) => isCoach || !entry.coachOnly).map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
                {t(`menu.${entry.label}`)}
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
