import { formatDateTime } from '@/lib/format';
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
const ACTION_LABELS: Record<AdminRegistrationAction, string> = {
  APPROVE: 'Approve',
  REJECT: 'Reject',
  COMPLETE: 'Mark attended',
  DROP_OUT: 'Drop out',
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
    <Page eyebrow="Admin" title="Event registrations" intro={event.data && 'title' in event.data ? event.data.title : undefined}>
      <Link className={styles.back} to={adminContentPath('events')}>
        ← All events
      </Link>
      {isError ? (
        <EmptyState title="Could not load registrations" action={<Button onClick={() => void refetch()}>Try again</Button>}>
          {describeApiError(error).message}
        </EmptyState>
      ) : (
        <div className={styles.tableWrap}>
          <Table<AdminEventRegistration>
            rowKey="id"
            loading={isFetching}
            dataSource={data?.items ?? []}
            pagination={false}
            locale={{ emptyText: 'Nobody has registered yet' }}
            columns={[
              { title: 'Who', key: 'who', render: (_, r) => (r.userName ? `${r.userName} (${r.userEmail})` : r.userEmail) },
              {
                title: 'Status',
                key: 'status',
                render: (_, r) => (
                  <Tag color={STATUS_COLOURS[r.status]}>
                    {r.statusLabel || REGISTRATION_STATUS_LABELS[r.status]}
                    {r.waitlistPosition ? ` #${r.waitlistPosition}` : ''}
                  </Tag>
                ),
              },
              { title: 'Registered', key: 'at', responsive: ['md'], render: (_, r) => formatDateTime(r.createdAt) },
              {
                title: 'Decide',
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
                        {ACTION_LABELS[action]}
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
