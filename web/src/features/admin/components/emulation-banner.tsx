import { useAppSelector } from '@/lib/state/hooks';
import { Button } from '@/components/button';
import { selectLoggedUser } from '@/lib/state';
import { useStopEmulation } from '../hooks';
import styles from './admin-shell.module.css';

/** Spec section 2: while an admin emulates a user, a red banner says that what they submit is real. */
export function EmulationBanner() {
  const user = useAppSelector(selectLoggedUser);
  const stop = useStopEmulation();
  if (!user?.isEmulationSession) {
    return null;
  }
  const who = user.username ?? user.email;
  const admin = user.originalUser?.username ?? user.originalUser?.email;
  return (
    <div className={styles.banner} role="region" aria-label="Emulation">
      <p className={styles.bannerText}>
        <strong>You are emulating {who}.</strong> Everything you submit is live and done on behalf of this user
        {admin ? ` (signed in as ${admin})` : ''}.
      </p>
      <Button variant="outline" className={styles.bannerButton} onClick={stop}>
        Stop Emulation
      </Button>
    </div>
  );
}
