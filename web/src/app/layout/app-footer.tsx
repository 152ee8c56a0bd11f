import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '@/components/icons/logo-mark';
import { SocialIcon } from '@/components/icons/social-icon';
import { useGetClientConfigQuery } from '@/lib/api/client-config-api';
import { PATHS } from '@/lib/paths';
import styles from './app-footer.module.css';
import { DataSaverSwitch } from './data-saver-switch';
import { visibleNavEntries } from './nav-entries';
import { SOCIAL_LINKS } from './social-links';

/**
 * Spec section 2 footer. Large screens: page links, social icons, credit and version (200 px).
 * Small screens: 'Need help? Go to our FAQs!', social icons, credit and version (130 px).
 */
export function AppFooter() {
  const { t } = useTranslation();
  const { data: config } = useGetClientConfigQuery();
  const version = config?.version;
  const pages = visibleNavEntries(false).filter((entry) => !entry.external);

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <span className={styles.logo}>
            <LogoMark size={28} />
            <span>Lakbay</span>
          </span>
          <p className={styles.credit}>{t('footer.credit')}</p>
          {version && <p className={styles.version}>{t('footer.version', { version })}</p>}
          <DataSaverSwitch />
        </div>

        <nav aria-label={t('footer.pages')} className={styles.pages}>
          <h2 className={styles.heading}>{t('footer.pages')}</h2>
          <ul className={styles.pageList}>
            {pages.map((entry) => (
              <li key={entry.key}>
                <Link to={entry.to}>{t(`nav.${entry.key}`)}</Link>
              </li>
            ))}
            <li>
              <a href={PATHS.privacy}>{t('footer.privacy')}</a>
            </li>
            <li>
              <Link to={PATHS.myPrivacy}>{t('footer.myData')}</Link>
            </li>
            <li>
              <a href={PATHS.terms}>{t('footer.terms')}</a>
            </li>
          </ul>
        </nav>

        <p className={styles.help}>
          <Trans i18nKey="footer.help" components={{ faqs: <Link to={PATHS.faqs} /> }} />
        </p>

        <div className={styles.social}>
          <h2 className={styles.heading}>{t('footer.followUs')}</h2>
          <ul className={styles.socialList}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.network}>
                <a
                  className={styles.socialLink}
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t(`footer.social.${link.network}`)} ${t('nav.opensInNewTab')}`}
                  style={{ backgroundColor: link.color }}
                >
                  <SocialIcon network={link.network} size={18} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
