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
  const [update, updating] = useAdminUpdateMutation();
  const [remove, removing] = useAdminDeleteMutation();
  const navigate = useNavigate();
  const title = recordTitle(record);

  const togglePublished = async () => {
    try {
      await update({ kind, id: record.id, body: { published: !record.published } }).unwrap();
      void toast('success', record.published ? `“${title}” is unpublished.` : `“${title}” is published.`);
    } catch (error) {
      void toast('error', describeApiError(error).message);
    }
  };
  const doDelete = async () => {
    try {
      await remove({ kind, id: record.id }).unwrap();
      void toast('success', `“${title}” is deleted.`);
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
        aria-label={`${record.published ? 'Unpublish' : 'Publish'} ${title}`}
      >
        {record.published ? 'Unpublish' : 'Publish'}
      </LoadingButton>
      <Popconfirm
        title={`Delete this ${KIND_LABELS[kind].one}?`}
        description="It is removed for good. Unpublish it instead to keep it."
        okText="Delete"
        okButtonProps={{ danger: true }}
        cancelText="Keep it"
        onConfirm={() => void doDelete()}
      >
        <Button danger loading={removing.isLoading} aria-label={`Delete ${title}`}>
          Delete
        </Button>
      </Popconfirm>
    </>
  );
}
