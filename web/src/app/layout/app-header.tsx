import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppSelector } from '@/lib/state/hooks';
import { Avatar } from '@/components/avatar';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ButtonLink } from '@/components/button-link';
import { LineIcon } from '@/components/icons/line-icon';
import { LogoMark } from '@/components/icons/logo-mark';
import { PATHS } from '@/lib/paths';
import { selectIsAuth, selectLoggedUser } from '@/lib/state';
import styles from './app-header.module.css';
import { menuReducer } from './menu-reducer';
import { SearchBox } from '@/features/search';
import { isNavEntryActive, visibleNavEntries, type NavEntry } from './nav-entries';

const MENU_ID = 'site-navigation';

/**
 * The top bar of spec section 2: logo, navigation, Get Started or Logout and the avatar. Below
 * 1050 px the navigation collapses behind a menu toggle; the menu closes on an outside click,
 * on Escape (focus goes back to the toggle) or once a link is chosen.
 */
export function AppHeader() {
  const { t } = useTranslation();
  const isAuth = useAppSelector(selectIsAuth);
  const user = useAppSelector(selectLoggedUser);
  const { pathname } = useLocation();
  const [{ open }, dispatch] = useReducer(menuReducer, { open: false });
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => dispatch({ type: 'closed' });

  // Any navigation (a link, back/forward) closes the menu.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    dispatch({ type: 'closed' });
  }

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) {
        dispatch({ type: 'closed' });
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        dispatch({ type: 'closed' });
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const accountName = user ? (user.username ?? user.email) : '';
  const avatarLink = (className: string) => (
    <Link to={PATHS.myArea} className={className} aria-label={t('header.myAccount', { name: accountName })} onClick={close}>
      <Avatar src={user?.avatar} size={36} />
    </Link>
  );

  return (
    <header ref={headerRef} className={styles.header}>
      <div className={styles.bar}>
        <Link to={PATHS.home} className={styles.logo} aria-label={t('header.home')} onClick={close}>
          <LogoMark size={36} />
          <span className={styles.wordmark} aria-hidden="true">
            Lakbay
          </span>
        </Link>

        <div className={styles.narrowActions}>
          {/* Small screens: the avatar stays in the bar. */}
          {isAuth && avatarLink(styles.barAvatar)}
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => dispatch({ type: 'toggled' })}
          >
            <LineIcon name={open ? 'close' : 'menu'} />
            <span className={styles.toggleLabel}>{t('header.menu')}</span>
          </button>
        </div>

        <nav id={MENU_ID} aria-label={t('nav.main')} className={open ? `${styles.nav} ${styles.navOpen}` : styles.nav}>
          <ul className={styles.entries}>
            {visibleNavEntries(isAuth).map((entry) => (
              <li key={entry.key}>
                <NavItem entry={entry} active={isNavEntryActive(entry.to, pathname)} onChoose={close} />
              </li>
            ))}
          </ul>
          <div className={styles.account}>
            {isAuth ? (
              <>
                <ButtonLink to={PATHS.logout} variant="outline" onClick={close}>
                  {t('header.logout')}
                </ButtonLink>
                {/* Wide screens: the avatar sits with the navigation. */}
                {avatarLink(styles.navAvatar)}
              </>
            ) : (
              <ButtonLink to={PATHS.login} onClick={close}>
                {t('header.getStarted')}
              </ButtonLink>
            )}
            <LanguageSwitcher className={styles.language} />
          </div>
        </nav>
      </div>
      {/* The search box has a row of its own: the bar has no room for it between 1050 and 1280 px. */}
      <div className={styles.searchRow}>
        <SearchBox />
        <LanguageSwitcher className={styles.languageWide} />
      </div>
    </header>
  );
}

function NavItem({ entry, active, onChoose }: { entry: NavEntry; active: boolean; onChoose: () => void }) {
  const { t } = useTranslation();
  const label = t(`nav.${entry.key}`);
  if (entry.external) {
    return (
      <a className={styles.entry} href={entry.to} target="_blank" rel="noopener noreferrer" onClick={onChoose}>
        {label}
        {entry.isNew && <span className={styles.newMarker}>{t('nav.new')}</span>}
        <LineIcon name="external" size={14} className={styles.externalIcon} />
        <span className={styles.visuallyHidden}> {t('nav.opensInNewTab')}</span>
      </a>
    );
  }
  return (
    <Link
      className={active ? `${styles.entry} ${styles.active}` : styles.entry}
      to={entry.to}
      aria-current={active ? 'page' : undefined}
      onClick={onChoose}
    >
      {label}
      {entry.isNew && <span className={styles.newMarker}>{t('nav.new')}</span>}
    </Link>
  );
}
