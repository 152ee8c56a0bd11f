import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppSelector } from '@/lib/state/hooks';
import { PATHS } from '@/lib/paths';
import { CONTENT_KINDS, KIND_LABELS } from '@/lib/content-kinds';
import { selectIsAdmin } from '@/lib/state';
import { ADMIN_NS } from '../i18n/register';
import styles from './admin-shell.module.css';

/** Sections of /admin/emulate the menu links to. */
export const ADMIN_ANCHORS = { allowlist: 'coaches', calendar: 'calendars', auditLog: 'audit-log' } as const;
export const AUDIT_LOG_ANCHOR = ADMIN_ANCHORS.auditLog;

type MenuKey =
  'emulate' | 'allowlist' | 'calendars' | 'auditLog' | 'followUpWork' | 'content' | 'applications' | 'submissions' | 'certificates';

/** Every admin screen, in the order of the menu (key: its words in the admin namespace's menu). */
export const ADMIN_SCREENS: readonly { to: string; key: MenuKey; kind?: string }[] = [
  { to: PATHS.adminEmulate, key: 'emulate' },
  { to: `${PATHS.adminEmulate}#${ADMIN_ANCHORS.allowlist}`, key: 'allowlist' },
  { to: `${PATHS.adminEmulate}#${ADMIN_ANCHORS.calendar}`, key: 'calendars' },
  { to: `${PATHS.adminEmulate}#${ADMIN_ANCHORS.auditLog}`, key: 'auditLog' },
  { to: PATHS.adminFollowUpWork, key: 'followUpWork' },
  ...CONTENT_KINDS.map((kind) => ({ to: `${PATHS.adminContent}/${kind}`, key: 'content' as const, kind: KIND_LABELS[kind].many })),
  { to: PATHS.adminVirappApplications, key: 'applications' },
  { to: PATHS.adminVirappSubmissions, key: 'submissions' },
  { to: PATHS.adminVirappCertificates, key: 'certificates' },
];
const isAdminPath = (pathname: string): boolean => pathname === '/admin' || pathname.startsWith('/admin/');

/** Spec section 2: a floating 'Admin Tools' button on admin paths, opening the admin tools' sections. */
export function AdminToolsButton() {
  const { t } = useTranslation(ADMIN_NS);
  const { pathname } = useLocation();
  const isAdmin = useAppSelector(selectIsAdmin);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const shown = isAdmin && isAdminPath(pathname);
  // The page keeps room at its end for the floating button, so it never covers the last controls.
  useEffect(() => {
    if (!shown) {
      return undefined;
    }
    document.documentElement.dataset.adminTools = '';
    return () => {
      delete document.documentElement.dataset.adminTools;
    };
  }, [shown]);

  if (!shown) {
    return null;
  }
  return (
    <div className={styles.tools} ref={root}>
      {open && (
        <nav id={menuId} className={styles.toolsMenu} aria-label={t('menu.label')}>
          {ADMIN_SCREENS.map(({ to, key, kind }) => (
            <Link key={to} to={to} onClick={() => setOpen(false)}>
              {t(`menu.${key}`, { kind: kind ?? '' })}
            </Link>
          ))}
        </nav>
      )}
      <button type="button" className={styles.toolsButton} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        Admin Tools
      </button>
    </div>
  );
}
