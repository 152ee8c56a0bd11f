import { useParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { Page } from '@/components/page';
import { vaPaths } from '@/lib/paths';
import { useGetChallengeQuery } from '../api/apprenticeship-api';
import { useMyChallenge } from '../hooks/use-my-challenge';
import { useVaText } from '../i18n/use-va-text';
import styles from '../components/apprenticeship.module.css';

/** /virtual-apprenticeship/{challengeId}/enroll/welcome: shown after a successful enrolment. */
export function EnrollWelcomePage() {
  const { t } = useVaText();
  const { challengeId = '' } = useParams();
  const { data: challenge } = useGetChallengeQuery(challengeId);
  const { mine } = useMyChallenge(challengeId);
  const invited = mine?.members.filter((member) => member.status === 'INVITED').length ?? 0;
  return (
    <Page title={t('welcome.title')} eyebrow={challenge ? challenge.title : t('list.title')} intro={t('welcome.intro')} narrow>
      <section className={styles.panel}>
        <ol className={styles.steps}>
          <li>
            <strong>{t('welcome.reviewTitle')}</strong> {t('welcome.reviewText')}
          </li>
          {invited > 0 && (
            <li>
              <strong>{t('welcome.teammatesTitle')}</strong> {t('welcome.invitesSent', { count: invited })}
            </li>
          )}
          <li>
            <strong>{t('welcome.briefTitle')}</strong> {t('welcome.briefText')}
          </li>
          <li>
            <strong>{t('welcome.handInTitle')}</strong> {t('welcome.handInText')}
          </li>
        </ol>
        <ButtonLink to={vaPaths.dashboard(challengeId, 'home')} size="large">
          {t('cta.dashboard')}
        </ButtonLink>
      </section>
    </Page>
  );
}
