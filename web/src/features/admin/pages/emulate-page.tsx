import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import type { AdminUserListItem, AllowlistEntry } from '@lakbay/contracts';
import { Button, Input, Modal, Table, Tag } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppStore } from '@/lib/state/hooks';
import { FormError } from '@/components/form/form-error';
import { Page } from '@/components/page';
import { api } from '@/lib/api/api';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS } from '@/lib/paths';
import { loggedIn } from '@/lib/state';
import { toast } from '@/lib/toast';
import {
  useAddEmailToCoachAllowlistMutation,
  useAuditLogQuery,
  useCoachAllowlistQuery,
  useRemoveFromCoachAllowlistMutation,
  useSyncCalendarsMutation,
  useLazyFindUsersQuery,
  useStartEmulationMutation,
  useUpdateCoachIsActiveMutation,
  useUpdateKadetToCoachMutation,
} from '../api/admin-api';
import { ADMIN_ANCHORS, AUDIT_LOG_ANCHOR } from '../components/admin-tools-button';
import { emulatingSession } from '../model/emulation';
import { ADMIN_NS } from '../i18n/register';
import styles from './emulate-page.module.css';

/** Spec section 8: admin changes answer with these sentences (the server sends them too). */
export const ADMIN_MESSAGES = {
  isActive: 'Updated the isActive value',
  isCoach: 'Updated the isCoach value',
  allowlist: 'Added the email to the allowlist',
} as const;

const PAGE_SIZE = 20;

/** Runs an admin change: the server's message (or the spec's) as a success toast, the error's message otherwise. */
async function runChange(change: () => Promise<{ message?: string }>, fallback: string): Promise<boolean> {
  try {
    const reply = await change();
    void toast('success', reply.message || fallback);
    return true;
  } catch (error) {
    void toast('error', describeApiError(error).message);
    return false;
  }
}

/** The exact match of a search, else the only result; several partial matches need a choice. */
export function pickFoundUser(results: readonly AdminUserListItem[], query: string): AdminUserListItem | null {
  const exact = results.find((user) => user.username?.toLowerCase() === query.trim().toLowerCase());
  return exact ?? (results.length === 1 ? (results[0] ?? null) : null);
}

/** /admin/emulate (AdminRoute: admins only): find a user, emulate them, manage Koaches and the allowlist, read the audit log. */
export function EmulatePage() {
  const { t } = useTranslation(ADMIN_NS);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(hash.slice(1))?.scrollIntoView();
    }
  }, [hash]);
  return (
    <Page title={t('page.title')} intro={t('page.intro')}>
      <UserSection />
      <AllowlistSection />
      <CalendarSection />
      <AuditLogSection />
    </Page>
  );
}

function UserSection() {
  const { t } = useTranslation(ADMIN_NS);
  const [query, setQuery] = useState('');
  const [find, { data: results, isFetching, error, originalArgs }] = useLazyFindUsersQuery();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const searchId = useId();
  const searched = originalArgs !== undefined;
  const list = results ?? [];
  const found = list.find((user) => user.id === chosenId) ?? (originalArgs ? pickFoundUser(list, originalArgs) : null);

  const search = () => {
    const text = query.trim();
    if (text) {
      setChosenId(null);
      void find(text);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={`${searchId}-heading`}>
      <h2 id={`${searchId}-heading`} className={styles.sectionTitle}>
        {t('user.heading')}
      </h2>
      <form
        className={styles.search}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <label htmlFor={searchId} className={styles.label}>
          {t('user.username')}
        </label>
        <div className={styles.searchRow}>
          <Input
            id={searchId}
            size="large"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            maxLength={30}
            autoComplete="off"
          />
          <Button type="primary" size="large" htmlType="submit" loading={isFetching} disabled={!query.trim()}>
            {t('user.find')}
          </Button>
        </div>
      </form>
      {error && <FormError message={describeApiError(error).message} />}
      {searched && !isFetching && !error && list.length === 0 && (
        <p role="status" className={styles.muted}>
          {t('user.none', { query: originalArgs })}
        </p>
      )}
      {list.length > 1 && (
        <div className={styles.matches}>
          <p className={styles.muted}>{t('user.several')}</p>
          <ul className={styles.matchList}>
            {list.map((user) => (
              <li key={user.id}>
                <Button
                  type={user.id === found?.id ? 'primary' : 'default'}
                  aria-pressed={user.id === found?.id}
                  onClick={() => setChosenId(user.id)}
                >
                  {user.username ?? user.email}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {found ? <FoundUser user={found} /> : null}
      <EmulateButton user={found} />
    </section>
  );
}

function FoundUser({ user }: { user: AdminUserListItem }) {
  const { t } = useTranslation(ADMIN_NS);
  const [setActive, { isLoading: activating }] = useUpdateCoachIsActiveMutation();
  const [setCoach, { isLoading: promoting }] = useUpdateKadetToCoachMutation();
  // Deactivating and promoting change what a person can do at once: each asks first.
  const [modal, confirmations] = Modal.useModal();
  const username = user.username;
  const who = username ?? user.email;

  const toggleActive = (name: string) =>
    void modal.confirm({
      title: user.isActive ? t('user.deactivateTitle', { who }) : t('user.activateTitle', { who }),
      content: user.isActive ? t('user.deactivateText') : t('user.activateText'),
      okText: user.isActive ? t('user.deactivate') : t('user.activate'),
      okButtonProps: { danger: user.isActive },
      cancelText: t('user.cancel'),
      onOk: () => runChange(() => setActive({ username: name, isActive: !user.isActive }).unwrap(), ADMIN_MESSAGES.isActive),
    });

  const promote = (name: string) =>
    void modal.confirm({
      title: t('user.promoteTitle', { who }),
      content: t('user.promoteText'),
      okText: t('user.promote'),
      cancelText: t('user.cancel'),
      onOk: () => runChange(() => setCoach({ username: name, isCoach: true }).unwrap(), ADMIN_MESSAGES.isCoach),
    });

  return (
    <div className={styles.card} aria-label={t('user.found')} role="group">
      {confirmations}
      <dl className={styles.facts}>
        <div>
          <dt>{t('user.username')}</dt>
          <dd>{username ?? t('user.notChosen')}</dd>
        </div>
        <div>
          <dt>{t('user.email')}</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>{t('user.role')}</dt>
          <dd>
            {user.isCoach ? <Tag color="blue">Koach</Tag> : <Tag>Kadet</Tag>}
            {user.isAdmin && <Tag color="gold">{t('user.admin')}</Tag>}
            {user.isCoach && (user.isActive ? <Tag color="green">{t('user.active')}</Tag> : <Tag color="red">{t('user.inactive')}</Tag>)}
          </dd>
        </div>
        <div>
          <dt>{t('user.id')}</dt>
          <dd className={styles.mono}>{user.id}</dd>
        </div>
      </dl>
      {username && (
        <div className={styles.actions}>
          {user.isCoach ? (
            <Button loading={activating} onClick={() => toggleActive(username)}>
              {user.isActive ? t('user.deactivateKoach') : t('user.activateKoach')}
            </Button>
          ) : (
            <Button loading={promoting} onClick={() => promote(username)}>
              {t('user.promoteKoach')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/** Start Emulation: disabled until a user is found (spec section 5). */
function EmulateButton({ user }: { user: AdminUserListItem | null }) {
  const { t } = useTranslation(ADMIN_NS);
  const [start, { isLoading }] = useStartEmulationMutation();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const emulate = async () => {
    const admin = store.getState().appState.loggedUser;
    if (!user || !admin) {
      return;
    }
    setFailure(null);
    try {
      const view = await start({ userId: user.id }).unwrap();
      // Cached answers belong to the admin; from now on every call is made as the user.
      dispatch(api.util.resetApiState());
      dispatch(loggedIn(emulatingSession(admin, view)));
      void navigate(PATHS.home);
    } catch (error) {
      const { message } = describeApiError(error);
      setFailure(message);
      void toast('error', message);
    }
  };

  return (
    <div className={styles.emulate}>
      <FormError message={failure ?? undefined} />
      <Button type="primary" danger size="large" disabled={!user || user.isAdmin} loading={isLoading} onClick={() => void emulate()}>
        Start Emulation
      </Button>
      <p className={styles.muted}>{user?.isAdmin ? t('user.adminNo') : t('user.emulateNote')}</p>
    </div>
  );
}

function AllowlistSection() {
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
          E-mail Address
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

/** Reads the scheduling calendar now instead of waiting for the next timed sync, and says what it found. */
function CalendarSection() {
  const { t } = useTranslation(ADMIN_NS);
  const [sync, { data, isLoading }] = useSyncCalendarsMutation();
  const id = useId();
  return (
    <section className={styles.section} id={ADMIN_ANCHORS.calendar} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.sectionTitle}>
        {t('calendars.heading')}
      </h2>
      <p className={styles.muted}>{t('calendars.note')}</p>
      <Button
        size="large"
        loading={isLoading}
        onClick={() =>
          void sync()
            .unwrap()
            .catch((error: unknown) => void toast('error', describeApiError(error).message))
        }
      >
        {t('calendars.read')}
      </Button>
      {data && (
        <div role="status" className={styles.syncResult}>
          <p>
            {data.status === 'FAILED'
              ? t('calendars.failed')
              : data.status === 'UNCHANGED'
                ? t('calendars.unchanged')
                : t('calendars.done', { events: data.events, windows: data.windows, coaches: data.coaches })}
          </p>
          {data.problems.length > 0 && (
            <ul>
              {data.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

const person = (who: { username: string | null; email: string } | null): string => (who ? (who.username ?? who.email) : '');

function AuditLogSection() {
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
