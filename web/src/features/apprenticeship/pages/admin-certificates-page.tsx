import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { FormError } from '@/components/form/form-error';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { vaPaths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useRevokeCertificateMutation } from '../api/apprenticeship-api';
import { AdminVirappNav } from '../components/admin-nav';
import styles from '../components/apprenticeship.module.css';
import { useVaText } from '../i18n/use-va-text';

/** /admin/virapp/certificates: revoke a certificate by its code, with a reason (its page then answers 410). */
export function AdminCertificatesPage() {
  const { t } = useVaText();
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [revoke, { isLoading }] = useRevokeCertificateMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || !reason.trim()) {
      setError(t('admin.certificates.needBoth'));
      return;
    }
    setError(undefined);
    try {
      await revoke({ code: code.trim(), reason: reason.trim() }).unwrap();
      void toast('success', t('admin.certificates.revoked', { code: code.trim() }));
      setCode('');
      setReason('');
    } catch (caught) {
      setError(describeApiError(caught).message);
    }
  };

  return (
    <Page title={t('admin.certificates.title')} eyebrow={t('admin.eyebrow')}>
      <AdminVirappNav />
      <form
        className={`${styles.form} ${styles.panel}`}
        style={{ maxWidth: 560 }}
        noValidate
        aria-label={t('admin.certificates.title')}
        onSubmit={(event) => void submit(event)}
      >
        <FormError message={error} />
        <label className={styles.legend} htmlFor="revoke-code">
          {t('admin.certificates.code')}
        </label>
        <input
          id="revoke-code"
          className={styles.input}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
        />
        {code.trim() && (
          <a className={styles.small} href={vaPaths.certificate(code.trim())} target="_blank" rel="noreferrer">
            {t('admin.certificates.open')}
          </a>
        )}
        <label className={styles.legend} htmlFor="revoke-reason">
          {t('admin.certificates.reason')}
        </label>
        <textarea
          id="revoke-reason"
          className={styles.input}
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <p className={styles.note}>{t('admin.certificates.note')}</p>
        <div>
          <Button type="submit" loading={isLoading}>
            {t('admin.certificates.revoke')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
