import { useTranslation } from 'react-i18next';
import { CONTENT_ADMIN_NS } from '../i18n/register';
import { NavLink } from 'react-router';
import { adminContentPath, CONTENT_KINDS, KIND_LABELS } from '../kinds';
import styles from './content-admin.module.css';

/** Tabs between the kinds of content. */
export function ContentAdminNav() {
  const { t } = useTranslation(CONTENT_ADMIN_NS);
  return (
    <nav aria-label={t('nav')}>
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
