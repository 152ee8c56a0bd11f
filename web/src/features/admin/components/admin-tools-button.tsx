import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAppSelector } from '@/lib/state/hooks';
import { PATHS } from '@/lib/paths';
import { selectIsAdmin } from '@/lib/state';
import styles from './admin-shell.module.css';

export const AUDIT_LOG_ANCHOR = 'audit-log';
const isAdminPath = (pathname: string): boolean => pathname === '/admin' || pathname.startsWith('/admin/');

/** Spec section 2: a floating 'Admin Tools' button on admin paths, opening the admin tools' sections. */
export function AdminToolsButton() {
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

  if (!isAdmin || !isAdminPath(pathname)) {
    return null;
  }
  return (
    <div className={styles.tools} ref={root}>
      {open && (
        <nav id={menuId} className={styles.toolsMenu} aria-label="Admin tools">
          <Link to={PATHS.adminEmulate} onClick={() => setOpen(false)}>
            Find and emulate users
          </Link>
          <Link to={`${PATHS.adminEmulate}#coaches`} onClick={() => setOpen(false)}>
            Koach allowlist
          </Link>
          <Link to={`${PATHS.adminEmulate}#${AUDIT_LOG_ANCHOR}`} onClick={() => setOpen(false)}>
            Audit log
          </Link>
          <Link to={PATHS.adminVirappApplications} onClick={() => setOpen(false)}>
            Apprenticeship applications
          </Link>
          <Link to={PATHS.adminVirappSubmissions} onClick={() => setOpen(false)}>
            Apprenticeship submissions
          </Link>
          <Link to={PATHS.adminVirappCertificates} onClick={() => setOpen(false)}>
            Revoke a certificate
          </Link>
        </nav>
      )}
      <button type="button" className={styles.toolsButton} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        Admin Tools
      </button>
    </div>
  );
}
