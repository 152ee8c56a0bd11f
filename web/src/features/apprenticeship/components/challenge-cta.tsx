import type { ChallengeDetail } from '@lakbay/contracts';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { vaPaths } from '@/lib/paths';
import { loginModalOpened } from '@/lib/state';
import { useAppDispatch } from '@/lib/state/hooks';
import { challengeCta } from '../lib/cta';
import { formatDate } from '../lib/format';
import type { MyChallenge } from '../hooks/use-my-challenge';
import { ReceivedInvites } from './received-invites';
import styles from './apprenticeship.module.css';

/** The challenge home's call to action, by the visitor's state (log in, enrol, pending, dashboard, closed). */
export function ChallengeCta({ challenge, my }: { challenge: ChallengeDetail; my: MyChallenge }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const state = my.error ? 'error' : challengeCta({ isAuth: my.isAuth, challenge, mine: my.mine });

  if (state === 'closed') {
    return (
      <p className={styles.note}>
        {challenge.status === 'CLOSED'
          ? 'This challenge is closed.'
          : challenge.seatsLeft <= 0
            ? 'Enrolment is closed: all seats are taken.'
            : 'Enrolment for this challenge is closed.'}
      </p>
    );
  }
  switch (state) {
    case 'error':
      return (
        <div className={styles.cta}>
          <p className={styles.note}>We could not check your enrolment: {my.error?.message}</p>
          <Button variant="outline" onClick={my.refetch}>
            Try again
          </Button>
        </div>
      );
    case 'loading':
      return (
        <p className={styles.note} role="status">
          Checking your enrolment…
        </p>
      );
    case 'login':
      return (
        <div className={styles.cta}>
          <Button size="large" block onClick={() => dispatch(loginModalOpened())}>
            Log in to enrol
          </Button>
          <p className={styles.note}>Applications close on {formatDate(challenge.applicationDeadline)}.</p>
        </div>
      );
    case 'enrol':
      return (
        <div className={styles.cta}>
          <ButtonLink to={vaPaths.enroll(challenge.id)} size="large" block>
            Enrol
          </ButtonLink>
          <p className={styles.note}>Applications close on {formatDate(challenge.applicationDeadline)}.</p>
          {my.args && (
            <ReceivedInvites
              args={my.args}
              title="Or join a group that invited you"
              onAccepted={() => void navigate(vaPaths.dashboard(challenge.id, 'home'))}
            />
          )}
        </div>
      );
    case 'pending':
      return (
        <div className={styles.cta}>
          <p className={styles.banner}>Application received, awaiting approval</p>
          <ButtonLink to={vaPaths.dashboard(challenge.id, 'manage')} variant="outline" block>
            Manage your group
          </ButtonLink>
        </div>
      );
    case 'rejected':
      return <p className={styles.note}>Your application was not accepted this time. Keep an eye out for the next challenges.</p>;
    case 'dashboard':
      break;
  }
  return (
    <ButtonLink to={vaPaths.dashboard(challenge.id, 'home')} size="large" block>
      Go to your dashboard
    </ButtonLink>
  );
}
