import { useTranslation } from 'react-i18next';
import { CONTENT_ADMIN_NS } from '../i18n/register';
import { Button, Popconfirm } from 'antd';
import { useNavigate } from 'react-router';
import { LoadingButton } from '@/components/loading-button';
import { describeApiError } from '@/lib/api/api-error';
import { toast } from '@/lib/toast';
import { useAdminDeleteMutation, useAdminUpdateMutation } from '../api/content-admin-api';
import { adminContentPath, KIND_LABELS, recordTitle, type AnyAdminRecord, type ContentKind } from '../kinds';

export interface RecordActionsProps {
  kind: ContentKind;
  record: AnyAdminRecord;
  /** After deleting, go back to the list (the editor) or stay (the list itself). */
  leaveAfterDelete?: boolean;
}

/** Publish or unpublish (PATCH {published}) and delete, asking first. */
export function RecordActions({ kind, record, leaveAfterDelete = false }: RecordActionsProps) {
  const { t } = useTranslation(CONTENT_ADMIN_NS);
  const [update, updating] = useAdminUpdateMutation();
  const [remove, removing] = useAdminDeleteMutation();
  const navigate = useNavigate();
  const title = recordTitle(record);

  const togglePublished = async () => {
    try {
      await update({ kind, id: record.id, body: { published: !record.published } }).unwrap();
      void toast('success', record.published ? t('actions.unpublished', { title }) : t('actions.published', { title }));
    } catch (error) {
      void toast('error', describeApiError(error).message);
    }
  };
  const doDelete = async () => {
    try {
      await remove({ kind, id: record.id }).unwrap();
      void toast('success', t('actions.deleted', { title }));
      if (leaveAfterDelete) {
        void navigate(adminContentPath(kind));
      }
    } catch (error) {
      void toast('error', describeApiError(error).message);
    }
  };

  return (
    <>
      <LoadingButton
        loading={updating.isLoading}
        onClick={() => void togglePublished()}
        aria-label={record.published ? t('actions.unpublishLabel', { title }) : t('actions.publishLabel', { title })}
      >
        {record.published ? t('actions.unpublish') : t('actions.publish')}
      </LoadingButton>
      <Popconfirm
        title={t('actions.deleteTitle', { one: KIND_LABELS[kind].one })}
        description={t('actions.deleteText')}
        okText={t('actions.delete')}
        okButtonProps={{ danger: true }}
        cancelText={t('actions.keep')}
        onConfirm={() => void doDelete()}
      >
        <Button danger loading={removing.isLoading} aria-label={t('actions.deleteLabel', { title })}>
          {t('actions.delete')}
        </Button>
      </Popconfirm>
    </>
  );
}
