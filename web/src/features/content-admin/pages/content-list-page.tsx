import { useTranslation } from 'react-i18next';
import { CONTENT_ADMIN_NS } from '../i18n/register';
import { useFormat } from '@/lib/format';
import { Button, Input, Table, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { findCategory } from '@/components/content/category-tag';
import { pageParam } from '@/components/content/list-params';
import { useDebouncedUrlText, useUrlFilters } from '@/components/content/use-url-filters';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { NotFoundPage } from '@/components/not-found-page';
import { useAdminListQuery } from '../api/content-admin-api';
import { ContentAdminNav } from '../components/content-admin-nav';
import { RecordActions } from '../components/record-actions';
import styles from '../components/content-admin.module.css';
import { adminContentPath, isContentKind, KIND_LABELS, recordTitle, type AnyAdminRecord, type ContentKind } from '../kinds';

const PAGE_SIZE = 20;

/** /admin/content/{kind}: every record of a kind, published or not, with edit, publish and delete. */
export function ContentListPage() {
  const { kind } = useParams();
  if (!isContentKind(kind)) {
    return <NotFoundPage />;
  }
  return <ContentList key={kind} kind={kind} />;
}

function ContentList({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation(CONTENT_ADMIN_NS);
  const { params, update } = useUrlFilters();
  const [text, setText] = useDebouncedUrlText('q', params, update);
  const page = pageParam(params.get('page'));
  const q = params.get('q') ?? undefined;
  const { data, isFetching, isError, error, refetch } = useAdminListQuery({ kind, q, page, pageSize: PAGE_SIZE });
  const labels = KIND_LABELS[kind];

  const columns = [
    {
      title: kind === 'faqs' ? t('list.question') : t('list.titleColumn'),
      key: 'title',
      render: (_: unknown, record: AnyAdminRecord) => <Link to={adminContentPath(kind, record.id)}>{recordTitle(record)}</Link>,
    },
    {
      title: t('list.details'),
      key: 'details',
      responsive: ['md' as const],
      render: (_: unknown, record: AnyAdminRecord) => <Details record={record} />,
    },
    {
      title: t('list.status'),
      key: 'status',
      render: (_: unknown, record: AnyAdminRecord) =>
        record.published ? <Tag color="green">{t('status.published')}</Tag> : <Tag>{t('status.draft')}</Tag>,
    },
    {
      title: t('list.actions'),
      key: 'actions',
      render: (_: unknown, record: AnyAdminRecord) => (
        <div className={styles.rowActions}>
          <ButtonLink to={adminContentPath(kind, record.id)} variant="outline">
            {t('list.edit')}
          </ButtonLink>
          {kind === 'events' && (
            <ButtonLink to={`${adminContentPath('events', record.id)}/registrations`} variant="outline">
              {t('list.registrations')}
            </ButtonLink>
          )}
          <RecordActions kind={kind} record={record} />
        </div>
      ),
    },
  ];

  return (
    <Page eyebrow={t('eyebrow')} title={t('list.title', { many: labels.many })}>
      <ContentAdminNav />
      <div className={styles.toolbar}>
        <Input.Search
          className={styles.search}
          allowClear
          aria-label={t('list.searchLabel', { many: labels.many.toLowerCase() })}
          placeholder={t('list.search')}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
        {kind === 'jobs' && (
          <ButtonLink to={`${adminContentPath('jobs')}/import`} variant="outline">
            {t('jobImport.open')}
          </ButtonLink>
        )}
        <ButtonLink to={adminContentPath(kind, 'new')}>{t('list.new', { one: labels.one })}</ButtonLink>
      </div>
      {isError ? (
        <EmptyState title={t('list.loadFailed')} icon="inbox" action={<Button onClick={() => void refetch()}>{t('list.tryAgain')}</Button>}>
          {describeApiError(error).message}
        </EmptyState>
      ) : (
        <div className={styles.tableWrap}>
          <Table<AnyAdminRecord>
            rowKey="id"
            columns={columns}
            dataSource={data?.items ?? []}
            loading={isFetching}
            locale={{
              emptyText: q
                ? t('list.noMatch', { many: labels.many.toLowerCase(), query: q })
                : t('list.none', { many: labels.many.toLowerCase() }),
            }}
            pagination={{
              current: data?.page ?? page,
              pageSize: PAGE_SIZE,
              total: data?.total ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: (next) => update({ page: next > 1 ? String(next) : null }),
            }}
          />
        </div>
      )}
    </Page>
  );
}

function Details({ record }: { record: AnyAdminRecord }) {
  const { t } = useTranslation(CONTENT_ADMIN_NS);
  const { formatDateTime } = useFormat();
  if ('category' in record) {
    return <>{findCategory(record.category)?.label}</>;
  }
  if ('startAt' in record) {
    return <>{formatDateTime(record.startAt)}</>;
  }
  if ('topic' in record) {
    return <>{record.topic}</>;
  }
  if ('speaker' in record) {
    return <>{record.speaker}</>;
  }
  return <>{t('list.position', { position: record.position })}</>;
}
