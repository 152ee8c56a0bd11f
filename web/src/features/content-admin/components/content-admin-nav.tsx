import { NavLink } from 'react-router';
import { adminContentPath, CONTENT_KINDS, KIND_LABELS } from '../kinds';
import styles from './content-admin.module.css';

/** Tabs between the kinds of content. */
export function ContentAdminNav() {
  return (
    <nav aria-label="Content">
      <ul className={styles.tabs}>
        {CONTENT_KINDS.map((kind) => (
          <li key={kind}>
            <NavLink to={adminContentPath(kind)} className={styles.tab}>
              {KIND_LABELS[kind].many}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
