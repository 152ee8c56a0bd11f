import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { Page } from '@/components/page';
import { PATHS } from '@/lib/paths';
import { FAQS_NS } from '../i18n/register';
import styles from './add-availability-page.module.css';

/**
 * /faqs/add-availability (spec section 2): how Koaches publish their free times. Lakbay reads
 * availability from calendar events the Koach invites the scheduling address to. `schedulingAddress`
 * is the coaches feature's address with its copy button, given by the app (app/pages/add-availability-page.tsx).
 */
export function AddAvailabilityPage({ schedulingAddress }: { schedulingAddress?: ReactNode }) {
  const { t } = useTranslation(FAQS_NS);
  return (
    <Page eyebrow={t('availability.eyebrow')} title={t('availability.title')} intro={t('availability.intro')} narrow>
      <ol className={styles.steps}>
        <li className={styles.step}>
          <h2 className={styles.stepTitle}>{t('availability.sameEmail.title')}</h2>
          <p>{t('availability.sameEmail.text')}</p>
        </li>
        <li className={styles.step}>
          <h2 className={styles.stepTitle}>{t('availability.invite.title')}</h2>
          <p>{t('availability.invite.text')}</p>
          {schedulingAddress}
        </li>
        <li className={styles.step}>
          <h2 className={styles.stepTitle}>{t('availability.subject.title')}</h2>
          <p>{t('availability.subject.text')}</p>
        </li>
      </ol>
      <p className={styles.note}>
        <Trans t={t} i18nKey="availability.recurring" components={{ strong: <strong /> }} />
      </p>
      <ButtonLink to={PATHS.faqs} variant="outline">
        {t('availability.moreQuestions')}
      </ButtonLink>
    </Page>
  );
}
