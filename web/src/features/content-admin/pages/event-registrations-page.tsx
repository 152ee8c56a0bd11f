import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import {
  REGISTRATION_STATUS_LABELS,
  type AdminEventRegistration,
  type AdminRegistrationAction,
  type RegistrationStatus,
} from '@lakbay/contracts';
import { Button, Table, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { toast } from '@/lib/toast';
import { useAdminGetQuery, useAdminRegistrationActionMutation, useAdminRegistrationsQuery } from '../api/content-admin-api';
import styles from '../components/content-admin.module.css';
import { CONTENT_ADMIN_NS } from '../i18n/register';
import { adminContentPath } from '../kinds';

/** Which decisions make sense for a registration in each status. */
const ACTIONS: Record<RegistrationStatus, AdminRegistrationAction[]> = {
  INTERESTED: ['APPROVE', 'REJECT'],
  APPLIED: ['APPROVE', 'REJECT'],
  WAITLISTED: ['APPROVE', 'REJECT', 'DROP_OUT'],
  APPROVED: ['COMPLETE', 'DROP_OUT'],
  REJECTED: ['APPROVE'],
  COMPLETED: [],
  DROPPED_OUT: [],
};
const STATUS_COLOURS: Partial<Record<RegistrationStatus, string>> = {
  APPROVED: 'green',
  COMPLETED: 'blue',
  APPLIED: 'gold',
  WAITLISTED: 'orange',
  REJECTED: 'red',
};

/** /admin/content/events/{id}/registrations: who registered, and the organisers' decisions. */
export function EventRegistrationsPage() {
  const { t } = useTranslation(CONTENT_ADMIN_NS);
  const { formatDateTime } = useFormat();
  const { id = '' } = useParams();
  const event = useAdminGetQuery({ kind: 'events', id });
  const { data, isFetching, isError, error, refetch } = useAdminRegistrationsQuery({ eventId: id, pageSize: 50 });
  const [act, acting] = useAdminRegistrationActionMutation();

  const decide = async (registration: AdminEventRegistration, action: AdminRegistrationAction) => {
    try {
      const result = await act({ eventId: id, registrationId: registration.id, action }).unwrap();
      void toast('success', `${registration.userName ?? registration.userEmail}: ${result.statusLabel}`);
    } catch (failure) {
      void toast('error', describeApiError(failure).message);
    }
  };

  return (
    <Page
      eyebrow={t('eyebrow')}
      title={t('registrations.title')}
      intro={event.data && 'title' in event.data ? event.data.title : undefined}
    >
      <Link className={styles.back} to={adminContentPath('events')}>
        {t('edit.all', { many: 'events' })}
      </Link>
      {isError ? (
        <EmptyState title={t('registrations.loadFailed')} action={<Button onClick={() => void refetch()}>{t('list.tryAgain')}</Button>}>
          {describeApiError(error).message}
        </EmptyState>
      ) : (
        <div className={styles.tableWrap}>
          <Table<AdminEventRegistration>
            rowKey="id"
            loading={isFetching}
            dataSource={data?.items ?? []}
            pagination={false}
            locale={{ emptyText: t('registrations.empty') }}
            columns={[
              {
                title: t('registrations.who'),
                key: 'who',
                render: (_, r) => (r.userName ? `${r.userName} (${r.userEmail})` : r.userEmail),
              },
              {
                title: t('list.status'),
                key: 'status',
                render: (_, r) => (
                  <Tag color={STATUS_COLOURS[r.status]}>
                    {r.statusLabel || REGISTRATION_STATUS_LABELS[r.status]}
                    {r.waitlistPosition ? ` #${r.waitlistPosition}` : ''}
                  </Tag>
                ),
              },
              { title: t('registrations.at'), key: 'at', responsive: ['md'], render: (_, r) => formatDateTime(r.createdAt) },
              {
                title: t('registrations.decide'),
                key: 'actions',
                render: (_, r) => (
                  <div className={styles.rowActions}>
                    {ACTIONS[r.status].map((action) => (
                      <Button
                        key={action}
                        size="small"
                        danger={action === 'REJECT'}
                        disabled={acting.isLoading}
                        onClick={() => void decide(r, action)}
                      >
                        {t(`registrations.actions.${action}`)}
                      </Button>
                    ))}
                  </div>
                ),
              },
            ]}
          />
        </div>
      )}
    </Page>
  );
}
