import { useTranslation } from 'react-i18next';
import { CONTENT_ADMIN_NS } from '../i18n/register';
import { Button, Skeleton, Tag } from 'antd';
import { useCallback } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { NewTabLink } from '@/components/new-tab-link';
import { Page } from '@/components/page';
import { NotFoundPage } from '@/components/not-found-page';
import { describeApiError } from '@/lib/api/api-error';
import { toast } from '@/lib/toast';
import { useAdminCreateMutation, useAdminGetQuery, useAdminUpdateMutation } from '../api/content-admin-api';
import { EditorForm } from '../components/editor-form';
import { RecordActions } from '../components/record-actions';
import styles from '../components/content-admin.module.css';
import { FORMS } from '../forms';
import { adminContentPath, isContentKind, KIND_LABELS, publicPath, recordTitle, type AnyAdminRecord, type ContentKind } from '../kinds';

/** /admin/content/{kind}/new and /admin/content/{kind}/{id}: create or edit one record. */
export function ContentEditPage() {
  const { kind, id } = useParams();
  if (!isContentKind(kind)) {
    return <NotFoundPage />;
  }
  return id && id !== 'new' ? <EditExisting key={id} kind={kind} id={id} /> : <Editor key="new" kind={kind} />;
}

function EditExisting({ kind, id }: { kind: ContentKind; id: string }) {
  const { t } = useTranslation(CONTENT_ADMIN_NS);
  const { data, isLoading, isError, error, refetch } = useAdminGetQuery({ kind, id }, { refetchOnMountOrArgChange: true });
  if (isLoading) {
    return (
      <Page eyebrow={t('eyebrow')} title={t('edit.title', { one: KIND_LABELS[kind].one })}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Page>
    );
  }
  if (isError || !data) {
    const info = describeApiError(error);
    return (
      <Page eyebrow={t('eyebrow')} title={t('edit.title', { one: KIND_LABELS[kind].one })}>
        <EmptyState
          title={info.status === 404 ? t('edit.missing', { one: KIND_LABELS[kind].one }) : t('edit.loadFailed')}
          action={
            info.status === 404 ? (
              <Link to={adminContentPath(kind)}>{t('edit.back')}</Link>
            ) : (
              <Button onClick={() => void refetch()}>{t('list.tryAgain')}</Button>
            )
          }
        >
          {info.message}
        </EmptyState>
      </Page>
    );
  }
  return <Editor kind={kind} record={data} />;
}

function Editor({ kind, record }: { kind: ContentKind; record?: AnyAdminRecord }) {
  const { t } = useTranslation(CONTENT_ADMIN_NS);
  const spec = FORMS[kind];
  const [create] = useAdminCreateMutation();
  const [update] = useAdminUpdateMutation();
  const navigate = useNavigate();
  const labels = KIND_LABELS[kind];
  const title = record ? t('edit.title', { one: labels.one }) : t('edit.newTitle', { one: labels.one });
  const link = record ? publicPath(kind, record) : null;
  // Worded in the interface's language: a new t (language changed) re-runs the checks.
  const validate = useCallback((values: object) => spec.validate(values, t), [spec, t]);

  const onSubmit = async (values: object) => {
    const body = spec.toInput(values);
    if (record) {
      await update({ kind, id: record.id, body }).unwrap();
      void toast('success', t('edit.saved'));
    } else {
      const created = await create({ kind, body }).unwrap();
      void toast('success', t('edit.created', { one: labels.one }));
      void navigate(adminContentPath(kind, created.id), { replace: true });
    }
  };

  return (
    <Page eyebrow={t('eyebrow')} title={title} intro={record ? recordTitle(record) : undefined}>
      <Link className={styles.back} to={adminContentPath(kind)}>
        {t('edit.all', { many: labels.many.toLowerCase() })}
      </Link>
      {record && (
        <div className={styles.status}>
          {record.published ? <Tag color="green">{t('status.published')}</Tag> : <Tag>{t('status.draft')}</Tag>}
          {link && record.published && <NewTabLink href={link}>{t('edit.preview')}</NewTabLink>}
        </div>
      )}
      <EditorForm<object>
        key={record?.id ?? 'new'}
        label={title}
        initialValues={spec.toValues(record as never)}
        validate={validate}
        fields={spec.fields}
        onSubmit={onSubmit}
        submitLabel={record ? t('edit.save') : t('edit.create', { one: labels.one })}
        extraActions={record ? <RecordActions kind={kind} record={record} leaveAfterDelete /> : undefined}
      >
        <spec.Fields record={record as never} />
      </EditorForm>
    </Page>
  );
}
