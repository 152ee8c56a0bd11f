import { Link, useParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { Page } from '@/components/page';
import { vaPaths } from '@/lib/paths';
import { ChallengeGate } from '../components/enrol-guard';
import { useVaText } from '../i18n/use-va-text';
import styles from '../components/apprenticeship.module.css';

/** /virtual-apprenticeship/{challengeId}/enroll: what enrolling means, then Start. */
export function EnrollPage() {
  const { t, formatDate } = useVaText();
  const { challengeId = '' } = useParams();
  return (
    <ChallengeGate challengeId={challengeId} title={t('enrol.gateTitle')} need="not-enrolled">
      {(challenge) => (
        <Page title={t('enrol.title', { title: challenge.title })} eyebrow={t('list.title')} narrow>
          <section className={styles.panel}>
            <h2>{t('enrol.before')}</h2>
            <ol className={styles.steps}>
              {challenge.applicationTypes.includes('GROUP') && (
                <li>
                  <strong>{t('enrol.groupTitle')}</strong>{' '}
                  {challenge.applicationTypes.includes('INDIVIDUAL')
                    ? t('enrol.groupBoth', { size: challenge.maxGroupSize })
                    : t('enrol.groupOnly', { size: challenge.maxGroupSize })}
                </li>
              )}
              <li>
                <strong>{t('enrol.resumeTitle')}</strong> {t('enrol.resumeText')}
              </li>
              <li>
                <strong>{t('enrol.questionsTitle')}</strong> {t('enrol.questionsText')}
              </li>
              <li>
                <strong>{t('enrol.approvalTitle')}</strong> {t('enrol.approvalText', { partner: challenge.partner.name })}
              </li>
            </ol>
            <p className={styles.note}>{t('enrol.closesOn', { date: formatDate(challenge.applicationDeadline) })}</p>
          </section>
          <div className={styles.row} style={{ marginTop: 16 }}>
            <ButtonLink to={vaPaths.enrollStart(challengeId)} size="large">
              {t('enrol.start')}
            </ButtonLink>
            <Link to={vaPaths.challenge(challengeId)}>{t('enrol.back')}</Link>
          </div>
        </Page>
      )}
    </ChallengeGate>
  );
}
