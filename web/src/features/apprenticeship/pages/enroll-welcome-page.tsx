import { useParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { Page } from '@/components/page';
import { vaPaths } from '@/lib/paths';
import { useGetChallengeQuery } from '../api/apprenticeship-api';
import { useMyChallenge } from '../hooks/use-my-challenge';
import styles from '../components/apprenticeship.module.css';

/** /virtual-apprenticeship/{challengeId}/enroll/welcome: shown after a successful enrolment. */
export function EnrollWelcomePage() {
  const { challengeId = '' } = useParams();
  const { data: challenge } = useGetChallengeQuery(challengeId);
  const { mine } = useMyChallenge(challengeId);
  const invited = mine?.members.filter((member) => member.status === 'INVITED').length ?? 0;
  return (
    <Page
      title="Welcome aboard!"
      eyebrow={challenge ? challenge.title : 'Virtual Apprenticeship'}
      intro="Your application is in. Here is what happens next."
      narrow
    >
      <section className={styles.panel}>
        <ol className={styles.steps}>
          <li>
            <strong>We review your application.</strong> Your dashboard says “Application received, awaiting approval” until the team
            decides; we e-mail you the answer.
          </li>
          {invited > 0 && (
            <li>
              <strong>Your teammates get an e-mail.</strong> {invited === 1 ? '1 invite was' : `${invited} invites were`} sent. Invites
              expire after 7 days: resend or add more from the Manage tab.
            </li>
          )}
          <li>
            <strong>Read week 1’s brief.</strong> Each week has a brief, resources and a deliverable with a due date.
          </li>
          <li>
            <strong>Hand in your work every week.</strong> Reviewers accept it or ask for an update with feedback.
          </li>
        </ol>
        <ButtonLink to={vaPaths.dashboard(challengeId, 'home')} size="large">
          Go to your dashboard
        </ButtonLink>
      </section>
    </Page>
  );
}
