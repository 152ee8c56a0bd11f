import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/lib/state/hooks';
import { Button } from '@/components/button';
import { selectLoggedUser } from '@/lib/state';
import { useStopEmulation } from '../hooks';
import { ADMIN_NS } from '../i18n/register';
import styles from './admin-shell.module.css';

/** Spec section 2: while an admin emulates a user, a red banner says that what they submit is real. */
export function EmulationBanner() {
  const { t } = useTranslation(ADMIN_NS);
  const user = useAppSelector(selectLoggedUser);
  const stop = useStopEmulation();
  if (!user?.isEmulationSession) {
    return null;
  }
  const who = user.username ?? user.email;
  const admin = user.originalUser?.username ?? user.originalUser?.email;
  return (
    <div className={styles.banner} role="region" aria-label={t('banner.label')}>
      <p className={styles.bannerText}>
        <strong>{t('banner.emulating', { who })}</strong> {admin ? t('banner.liveAs', { admin }) : t('banner.live')}
      </p>
      <Button variant="outline" className={styles.bannerButton} onClick={stop}>
        Stop Emulation
      </Button>
    </div>
  );
}
