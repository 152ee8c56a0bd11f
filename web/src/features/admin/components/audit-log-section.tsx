import { Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { describeApiError } from '@/lib/api/api-error';
import { useFormat } from '@/lib/format';
import { useAuditLogQuery } from '../api/admin-api';
import { ADMIN_NS } from '../i18n/register';
import styles from './admin-sections.module.css';
import { AUDIT_LOG_ANCHOR } from './admin-tools-button';

const PAGE_SIZE = 20;

const person = (who: { username: string | null; email: string } | null): string => (who ? (who.username ?? who.email) : '');

/** The audit log of admin actions and emulated calls, newest first, a page at a time. */
export function AuditLogSection() {
  const { t } = useTranslation(ADMIN_NS);
  const { formatDateTime } = useFormat();
  const [page, setPage] = useState(1);
  const { data, isFetching, error } = useAuditLogQuery({ page, pageSize: PAGE_SIZE });
  return (
    <section className={styles.section} id={AUDIT_LOG_ANCHOR} aria-labelledby={`${AUDIT_LOG_ANCHOR}-heading`}>
      <h2 id={`${AUDIT_LOG_ANCHOR}-heading`} className={styles.sectionTitle}>
        {t('audit.heading')}
      </h2>
      <p className={styles.muted}>{t('audit.note')}</p>
      {error && <FormError message={describeApiError(error).message} />}
      {/* The wrapper scrolls on narrow screens; it takes focus so keyboard users can scroll it too. */}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('audit.entries')}>
        <Table
          rowKey="id"
          size="small"
          className={styles.table}
          loading={isFetching}
          locale={{ emptyText: <span className={styles.empty}>{t('audit.empty')}</span> }}
          dataSource={data?.items ?? []}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
          columns={[
            { title: t('audit.when'), dataIndex: 'at', key: 'at', render: (at: string) => formatDateTime(at) },
            { title: t('audit.who'), key: 'actor', render: (_, entry) => person(entry.actor) },
            { title: t('audit.asWhom'), key: 'emulated', render: (_, entry) => person(entry.emulatedUser) || '—' },
            { title: t('audit.what'), dataIndex: 'action', key: 'action' },
            {
              title: t('audit.details'),
              key: 'details',
              render: (_, entry) =>
                [
                  entry.method && entry.path ? `${entry.method} ${entry.path}` : null,
                  Object.keys(entry.details).length ? JSON.stringify(entry.details) : null,
                ]
                  .filter(Boolean)
                  .join(' · ') || '—',
            },
          ]}
        />
      </div>
    </section>
  );
}
