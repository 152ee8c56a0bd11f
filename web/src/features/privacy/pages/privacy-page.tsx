import { PRIVACY_EXPORT_TTL_HOURS } from '@lakbay/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form/form-error';
import { Page } from '@/components/page';
import { PageLoader } from '@/components/page-loader';
import { describeApiError } from '@/lib/api/api-error';
import { API_BASE_URL } from '@/lib/api/session-base-query';
import { useDownload } from '@/lib/api/use-download';
import { currentIntlLocale } from '@/lib/i18n';
import { PATHS } from '@/lib/paths';
import { selectCookieConsent } from '@/lib/state';
import { useAppSelector } from '@/lib/state/hooks';
import { toast } from '@/lib/toast';
import { useConfirmDeletionMutation, useDeleteAccountMutation, useGetPrivacyQuery, useRequestExportMutation } from '../api/privacy-api';
import { DeleteAccountDialog } from '../components/delete-account-dialog';
import { PRIVACY_NS } from '../i18n/register';
import styles from './privacy-page.module.css';

const day = (iso: string): string => new Intl.DateTimeFormat(currentIntlLocale(), { dateStyle: 'long' }).format(new Date(iso));
const moment = (iso: string): string =>
  new Intl.DateTimeFormat(currentIntlLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * /my/privacy (RA 10173): the consents given, a copy of one's data (a job gathers it and e-mails a
 * link), and the deletion of the account with what is removed and what is kept said plainly.
 * ?token=... is the e-mailed link that confirms a deletion for accounts without a password;
 * ?export=... the e-mailed link to a data export, downloaded here with the owner's session.
 */
export function PrivacyPage() {
  const { t } = useTranslation(PRIVACY_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const exportToken = params.get('export');
  const { download, downloading } = useDownload();
  const cookies = useAppSelector(selectCookieConsent);
  const { data, error, isLoading, refetch } = useGetPrivacyQuery(undefined, { refetchOnMountOrArgChange: true });
  const [requestExport, exporting] = useRequestExportMutation();
  const [confirmDeletion, confirming] = useConfirmDeletionMutation();
  const [deleteWithoutPassword] = useDeleteAccountMutation();
  const [asked, setAsked] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [linkSent, setLinkSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Through /logout, as a session that ended under /my does: clearing the session here, while the
  // router may still be rendering /my/privacy (navigations are transitions), would let the /my guard
  // send the visitor to the log-in page. /logout clears it and goes home.
  const finish = async () => {
    void toast('success', t('delete.done'));
    await navigate(PATHS.logout, { replace: true });
  };

  const askForExport = async () => {
    setFailure(null);
    try {
      await requestExport().unwrap();
      setAsked(true);
    } catch (caught) {
      setFailure(describeApiError(caught).message);
    }
  };

  const downloadExport = async () => {
    setFailure(null);
    try {
      await download(`${API_BASE_URL}/privacy/exports/download?token=${encodeURIComponent(exportToken ?? '')}`, 'lakbay-data.zip');
    } catch (caught) {
      setFailure(describeApiError(caught).message);
    }
  };

  const startDeletion = async () => {
    setFailure(null);
    if (data?.hasPassword) {
      setDeleting(true);
      return;
    }
    try {
      const { status } = await deleteWithoutPassword({}).unwrap();
      if (status === 'DELETED') {
        await finish();
      } else {
        setLinkSent(true);
      }
    } catch (caught) {
      setFailure(describeApiError(caught).message);
    }
  };

  const confirmByLink = async () => {
    setFailure(null);
    try {
      await confirmDeletion({ token: token ?? '' }).unwrap();
      await finish();
    } catch (caught) {
      setFailure(describeApiError(caught).message);
    }
  };

  if (isLoading) {
    return (
      <Page title={t('page.title')}>
        <PageLoader />
      </Page>
    );
  }

  return (
    <Page title={t('page.title')} intro={t('page.intro')}>
      {error && (
        <>
          <FormError message={`${t('error.load')} ${describeApiError(error).message}`} />
          <Button onClick={() => void refetch()}>{t('error.retry')}</Button>
        </>
      )}
      {failure && <FormError message={failure} />}

      {exportToken && (
        <section className={styles.section} aria-labelledby="privacy-ready">
          <h2 id="privacy-ready" className={styles.sectionTitle}>
            {t('download.readyTitle')}
          </h2>
          <p>{t('download.readyBody')}</p>
          <Button onClick={() => void downloadExport()} loading={downloading}>
            {t('download.readyButton')}
          </Button>
        </section>
      )}

      {token && (
        <section className={`${styles.section} ${styles.danger}`} aria-labelledby="privacy-confirm">
          <h2 id="privacy-confirm" className={styles.sectionTitle}>
            {t('delete.confirmTitle')}
          </h2>
          <p>{t('delete.confirmBody')}</p>
          <Button onClick={() => void confirmByLink()} loading={confirming.isLoading}>
            {t('delete.confirmButton')}
          </Button>
        </section>
      )}

      {data && (
        <>
          <section className={styles.section} aria-labelledby="privacy-consents">
            <h2 id="privacy-consents" className={styles.sectionTitle}>
              {t('consents.title')}
            </h2>
            <p className={styles.muted}>{t('consents.intro')}</p>
            <ul className={styles.consents}>
              <li>
                <span className={styles.consentWhat}>{t('consents.dataPrivacy')}</span>
                {data.consents.length > 0
                  ? data.consents.map((c) => <span key={c.givenAt}>{t('consents.givenOn', { date: moment(c.givenAt) })}</span>)
                  : t('consents.none')}
              </li>
              <li>
                <span className={styles.consentWhat}>{t('consents.cookies')}</span>
                {cookies === 'accepted'
                  ? t('consents.cookiesAccepted')
                  : cookies === 'declined'
                    ? t('consents.cookiesDeclined')
                    : t('consents.cookiesUnanswered')}
                <br />
                <small className={styles.muted}>{t('consents.cookiesNote')}</small>
              </li>
            </ul>
          </section>

          <section className={styles.section} aria-labelledby="privacy-download">
            <h2 id="privacy-download" className={styles.sectionTitle}>
              {t('download.title')}
            </h2>
            <p>{t('download.intro')}</p>
            <p className={styles.muted}>{t('download.how', { hours: PRIVACY_EXPORT_TTL_HOURS })}</p>
            {asked ? (
              <p role="status">{t('download.asked')}</p>
            ) : (
              <Button onClick={() => void askForExport()} loading={exporting.isLoading}>
                {t('download.button')}
              </Button>
            )}
            {data.lastExport && !asked && (
              <p className={styles.muted}>
                {data.lastExport.readyAt && data.lastExport.expiresAt
                  ? t('download.lastReady', { date: day(data.lastExport.readyAt), until: moment(data.lastExport.expiresAt) })
                  : t('download.lastPending')}
              </p>
            )}
          </section>

          <section className={`${styles.section} ${styles.danger}`} aria-labelledby="privacy-delete">
            <h2 id="privacy-delete" className={styles.sectionTitle}>
              {t('delete.title')}
            </h2>
            <p>{t('delete.intro')}</p>
            <h3 className={styles.subTitle}>{t('delete.removed')}</h3>
            <ul className={styles.list}>
              <li>{t('delete.removedList.account')}</li>
              <li>{t('delete.removedList.content')}</li>
              <li>{t('delete.removedList.scheduling')}</li>
              <li>{t('delete.removedList.apprenticeship')}</li>
            </ul>
            <h3 className={styles.subTitle}>{t('delete.kept')}</h3>
            <ul className={styles.list}>
              <li>{t('delete.keptList.audit')}</li>
              <li>{t('delete.keptList.sessions')}</li>
              <li>{t('delete.keptList.events')}</li>
              <li>{t('delete.keptList.teams')}</li>
            </ul>
            <p className={styles.muted}>{t('delete.mailQueue')}</p>
            {!data.hasPassword && <p className={styles.muted}>{t('delete.googleHint')}</p>}
            {linkSent ? (
              <p role="status">{t('delete.linkSent')}</p>
            ) : (
              <Button variant="outline" onClick={() => void startDeletion()}>
                {t('delete.button')}
              </Button>
            )}
          </section>
        </>
      )}
      {deleting && <DeleteAccountDialog onDeleted={() => void finish()} onClose={() => setDeleting(false)} />}
    </Page>
  );
}
