import { useParams } from 'react-router';
import { Button } from '@/components/button';
import { findCategory } from '@/components/content/category-tag';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { UnavailablePage } from '@/components/unavailable-page';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS } from '@/lib/paths';
import { useGetCertificateQuery } from '../api/apprenticeship-api';
import { PageSkeleton } from '../components/challenge-skeletons';
import { formatDate, MERIT_LABELS, weeksText } from '../lib/format';
import { useVaText } from '../i18n/use-va-text';
import styles from '../components/apprenticeship.module.css';

/** /certificates/{code}: a public, printable certificate; 410 says it was revoked, 404 that there is none. */
export function CertificatePage() {
  const { t } = useVaText();
  const { code = '' } = useParams();
  const { data: certificate, isError, error, refetch } = useGetCertificateQuery(code);

  if (isError) {
    const info = describeApiError(error);
    if (info.status === 410) {
      return (
        <Page title={t('certificate.revoked')} narrow>
          <EmptyState title={t('certificate.revokedTitle')} icon="award">
            {t('certificate.revokedText', { message: info.message, code })}
          </EmptyState>
        </Page>
      );
    }
    return (
      <UnavailablePage
        error={error}
        onRetry={() => void refetch()}
        title={t('certificate.title')}
        narrow
        icon="award"
        failedTitle={t('certificate.loadFailed')}
        retryLabel={t('facts.tryAgain')}
        missing={{
          title: t('certificate.noSuch'),
          text: t('certificate.checkCode', { code }),
          to: PATHS.virtualApprenticeship,
          linkLabel: t('certificate.about'),
        }}
      />
    );
  }
  if (!certificate) {
    return (
      <Page title={t('certificate.title')} narrow>
        <PageSkeleton label={t('certificate.loading')} />
      </Page>
    );
  }

  const category = findCategory(certificate.category);
  return (
    <div style={{ padding: '32px 16px' }}>
      <article className={styles.certificate} aria-label="Certificate">
        <p className={styles.weekNumber}>Lakbay Virtual Apprenticeship</p>
        <h1 style={{ fontSize: '1.25rem', margin: '8px 0 0' }}>Certificate of Completion</h1>
        <p className={styles.note} style={{ marginTop: 16 }}>
          This certifies that
        </p>
        <p className={styles.certHolder}>{certificate.holderName}</p>
        <p>
          completed the {weeksText(certificate.weeks)} challenge <strong>{certificate.challengeTitle}</strong> with{' '}
          <strong>{certificate.partnerName}</strong>
          {category ? ` in ${category.label}` : ''}, from {formatDate(certificate.startDate, 'en-PH')} to{' '}
          {formatDate(certificate.endDate, 'en-PH')}, with a merit of <strong>{MERIT_LABELS[certificate.merit]}</strong>.
        </p>
        {/* English like the rest of the credential, whatever the interface's language. */}
        <p>Completed on {formatDate(certificate.completedAt, 'en-PH')}</p>
        <p className={styles.certMeta}>
          Verification code: <strong>{certificate.code}</strong>
          <br />
          Verify at <a href={certificate.verifyUrl}>{certificate.verifyUrl}</a>
        </p>
      </article>
      <div className={styles.printBar}>
        <Button variant="outline" onClick={() => window.print()}>
          {t('certificate.print')}
        </Button>
      </div>
    </div>
  );
}
