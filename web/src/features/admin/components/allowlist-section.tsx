import type { AllowlistEntry } from '@lakbay/contracts';
import { Button, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { describeApiError } from '@/lib/api/api-error';
import { useFormat } from '@/lib/format';
import { PATHS } from '@/lib/paths';
import { useAddEmailToCoachAllowlistMutation, useCoachAllowlistQuery, useRemoveFromCoachAllowlistMutation } from '../api/admin-api';
import { ADMIN_NS } from '../i18n/register';
import styles from './admin-sections.module.css';
import { ADMIN_ANCHORS } from './admin-tools-button';
import { ADMIN_MESSAGES, runChange } from './run-change';

/** The Koach sign-up allowlist: add an e-mail, and remove one (asking first). */
export function AllowlistSection() {
  const { t } = useTranslation(ADMIN_NS);
  const [add, { isLoading }] = useAddEmailToCoachAllowlistMutation();
  const [remove] = useRemoveFromCoachAllowlistMutation();
  const entries = useCoachAllowlistQuery();
  const [modal, confirmations] = Modal.useModal();
  const [email, setEmail] = useState('');
  const id = useId();

  const confirmRemove = (entry: AllowlistEntry) =>
    void modal.confirm({
      title: t('allowlist.removeTitle', { email: entry.email }),
      content: t('allowlist.removeText'),
      okText: t('allowlist.remove'),
      okButtonProps: { danger: true },
      cancelText: t('user.cancel'),
      onOk: () => runChange(() => remove({ email: entry.email }).unwrap(), t('allowlist.removed')),
    });

  return (
    <section className={styles.section} id={ADMIN_ANCHORS.allowlist} aria-labelledby={`${id}-heading`}>
      {confirmations}
      <h2 id={`${id}-heading`} className={styles.sectionTitle}>
        {t('allowlist.heading')}
      </h2>
      <p className={styles.muted}>{t('allowlist.note', { path: PATHS.signupCoach })}</p>
      <form
        className={styles.search}
        aria-label={t('allowlist.addLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          const value = email.trim();
          if (value) {
            void runChange(() => add({ email: value }).unwrap(), ADMIN_MESSAGES.allowlist).then((ok) => ok && setEmail(''));
          }
        }}
      >
        <label htmlFor={id} className={styles.label}>
          {t('allowlist.email')}
        </label>
        <div className={styles.searchRow}>
          <Input id={id} size="large" type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" />
          <Button type="primary" size="large" htmlType="submit" loading={isLoading} disabled={!email.trim()}>
            {t('allowlist.add')}
          </Button>
        </div>
      </form>
      {entries.isError ? (
        <FormError message={t('allowlist.loadFailed', { message: describeApiError(entries.error).message })} />
      ) : (
        <AllowlistEntries entries={entries.data} loading={entries.isLoading} onRemove={confirmRemove} />
      )}
    </section>
  );
}

/** The allowlist, newest first: one row per e-mail with when it was added and a Remove button. */
function AllowlistEntries({
  entries,
  loading,
  onRemove,
}: {
  entries: AllowlistEntry[] | undefined;
  loading: boolean;
  onRemove: (entry: AllowlistEntry) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const { formatDateTime } = useFormat();
  if (loading) {
    return <p className={styles.muted}>{t('allowlist.loading')}</p>;
  }
  if (!entries?.length) {
    return <p className={styles.empty}>{t('allowlist.empty')}</p>;
  }
  return (
    <ul className={styles.allowlist} aria-label={t('allowlist.listLabel')}>
      {entries.map((entry) => (
        <li key={entry.email} className={styles.allowlistRow}>
          <span className={styles.allowlistEmail}>{entry.email}</span>
          <span className={styles.muted}>{t('allowlist.added', { when: formatDateTime(entry.addedAt) })}</span>
          <Button size="small" danger aria-label={t('allowlist.removeLabel', { email: entry.email })} onClick={() => onRemove(entry)}>
            {t('allowlist.remove')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
