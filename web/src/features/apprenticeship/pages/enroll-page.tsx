import { Link, useParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { Page } from '@/components/page';
import { vaPaths } from '@/lib/paths';
import { ChallengeGate } from '../components/enrol-guard';
import { formatDate } from '../lib/format';
import styles from '../components/apprenticeship.module.css';

/** /virtual-apprenticeship/{challengeId}/enroll: what enrolling means, then Start. */
export function EnrollPage() {
  const { challengeId = '' } = useParams();
  return (
    <ChallengeGate challengeId={challengeId} title="Enrol in this challenge" need="not-enrolled">
      {(challenge) => (
        <Page title={`Enrol in ${challenge.title}`} eyebrow="Virtual Apprenticeship" narrow>
          <section className={styles.panel}>
            <h2>Before you start</h2>
            <ol className={styles.steps}>
              {challenge.applicationTypes.includes('GROUP') && (
                <li>
                  <strong>Alone or as a group.</strong>{' '}
                  {challenge.applicationTypes.includes('INDIVIDUAL') ? 'Join on your own, or lead' : 'Lead'} a group of up to{' '}
                  {challenge.maxGroupSize}: add your teammates’ e-mails and we invite them for you. You can invite more later.
                </li>
              )}
              <li>
                <strong>Your resume.</strong> Have it ready as a PDF or DOCX file of at most 5 MB.
              </li>
              <li>
                <strong>A few questions.</strong> Why you want to join and what you bring. Short, honest answers are best.
              </li>
              <li>
                <strong>Approval.</strong> {challenge.partner.name} and the Lakbay team review applications. You will see “Application
                received, awaiting approval” until then, and we e-mail you the answer.
              </li>
            </ol>
            <p className={styles.note}>Applications close on {formatDate(challenge.applicationDeadline)}. It takes about 10 minutes.</p>
          </section>
          <div className={styles.row} style={{ marginTop: 16 }}>
            <ButtonLink to={vaPaths.enrollStart(challengeId)} size="large">
              Start
            </ButtonLink>
            <Link to={vaPaths.challenge(challengeId)}>Back to the challenge</Link>
          </div>
        </Page>
      )}
    </ChallengeGate>
  );
}
