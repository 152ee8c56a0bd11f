import type { ChallengeDetail } from '@lakbay/contracts';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { vaPaths } from '@/lib/paths';
import { loginModalOpened } from '@/lib/state';
import { useAppDispatch } from '@/lib/state/hooks';
import { challengeCta } from '../lib/cta';
import { useVaText } from '../i18n/use-va-text';
import type { MyChallenge } from '../hooks/use-my-challenge';
import { ReceivedInvites } from './received-invites';
import styles from './apprenticeship.module.css';

/** The challenge home's call to action, by the visitor's state (log in, enrol, pending, dashboard, closed). */
export function ChallengeCta({ challenge, my }: { challenge: ChallengeDetail; my: MyChallenge }) {
  const { t, formatDate } = useVaText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const state = my.error ? 'error' : challengeCta({ isAuth: my.isAuth, challenge, mine: my.mine });

  if (state === 'closed') {
    return (
      <p className={styles.note}>
        {challenge.status === 'CLOSED' ? t('cta.closed') : challenge.seatsLeft <= 0 ? t('cta.full') : t('cta.enrolmentClosed')}
      </p>
    );
  }
  switch (state) {
    case 'error':
      return (
        <div className={styles.cta}>
          <p className={styles.note}>{t('cta.checkFailed', { message: my.error?.message ?? '' })}</p>
          <Button variant="outline" onClick={my.refetch}>
            {t('facts.tryAgain')}
          </Button>
        </div>
      );
    case 'loading':
      return (
        <p className={styles.note} role="status">
          {t('cta.checking')}
        </p>
      );
    case 'login':
      return (
        <div className={styles.cta}>
          <Button size="large" block onClick={() => dispatch(loginModalOpened())}>
            {t('cta.login')}
          </Button>
          <p className={styles.note}>{t('cta.closesOn', { date: formatDate(challenge.applicationDeadline) })}</p>
        </div>
      );
    case 'enrol':
      return (
        <div className={styles.cta}>
          <ButtonLink to={vaPaths.enroll(challenge.id)} size="large" block>
            {t('cta.enrol')}
          </ButtonLink>
          <p className={styles.note}>{t('cta.closesOn', { date: formatDate(challenge.applicationDeadline) })}</p>
          {my.args && (
            <ReceivedInvites
              args={my.args}
              title={t('cta.joinInvited')}
              onAccepted={() => void navigate(vaPaths.dashboard(challenge.id, 'home'))}
            />
          )}
        </div>
      );
    case 'pending':
      return (
        <div className={styles.cta}>
          <p className={styles.banner}>{t('cta.pending')}</p>
          <ButtonLink to={vaPaths.dashboard(challenge.id, 'manage')} variant="outline" block>
            {t('cta.manageGroup')}
          </ButtonLink>
        </div>
      );
    case 'rejected':
      return <p className={styles.note}>{t('cta.rejected')}</p>;
    case 'dashboard':
      break;
  }
  return (
    <ButtonLink to={vaPaths.dashboard(challenge.id, 'home')} size="large" block>
      {t('cta.dashboard')}
    </ButtonLink>
  );
}
