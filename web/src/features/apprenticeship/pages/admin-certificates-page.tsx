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

/** /admin/virapp/certificates: revoke a certificate by its code, with a reason (its page then answers 410). */
export function AdminCertificatesPage() {
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [revoke, { isLoading }] = useRevokeCertificateMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || !reason.trim()) {
      setError('Enter the certificate code and the reason.');
      return;
    }
    setError(undefined);
    try {
      await revoke({ code: code.trim(), reason: reason.trim() }).unwrap();
      void toast('success', `Certificate ${code.trim()} revoked`);
      setCode('');
      setReason('');
    } catch (caught) {
      setError(describeApiError(caught).message);
    }
  };

  return (
    <Page title="Revoke a certificate" eyebrow="Admin · Virtual Apprenticeship">
      <AdminVirappNav />
      <form
        className={`${styles.form} ${styles.panel}`}
        style={{ maxWidth: 560 }}
        noValidate
        aria-label="Revoke a certificate"
        onSubmit={(event) => void submit(event)}
      >
        <FormError message={error} />
        <label className={styles.legend} htmlFor="revoke-code">
          Verification code
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
            Open this certificate
          </a>
        )}
        <label className={styles.legend} htmlFor="revoke-reason">
          Reason
        </label>
        <textarea
          id="revoke-reason"
          className={styles.input}
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <p className={styles.note}>Anyone opening the certificate’s link will see that it was revoked. This cannot be undone.</p>
        <div>
          <Button type="submit" loading={isLoading}>
            Revoke certificate
          </Button>
        </div>
      </form>
    </Page>
  );
}
