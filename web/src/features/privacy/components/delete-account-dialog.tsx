import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { FormField } from '@/components/form/form-field';
import { describeApiError } from '@/lib/api/api-error';
import { useDeleteAccountMutation } from '../api/privacy-api';
import { PRIVACY_NS } from '../i18n/register';

export interface DeleteAccountDialogProps {
  onDeleted: () => void;
  onClose: () => void;
}

/** Asks for the current password before deleting the account; a wrong one shows under the field and deletes nothing. */
export function DeleteAccountDialog({ onDeleted, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation(PRIVACY_NS);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [remove, removing] = useDeleteAccountMutation();

  const submit = async () => {
    setFieldError(null);
    setFailure(null);
    try {
      await remove({ password }).unwrap();
      onDeleted();
    } catch (caught) {
      const info = describeApiError(caught);
      const onField = info.fieldErrors.find((f) => f.property === 'password');
      if (onField) {
        setFieldError(onField.constraints[0] ?? info.message);
      } else {
        setFailure(info.message);
      }
    }
  };

  return (
    <Modal
      open
      title={t('delete.dialogTitle')}
      okText={t('delete.confirm')}
      cancelText={t('delete.cancel')}
      okButtonProps={{ danger: true, loading: removing.isLoading, disabled: !password }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('delete.dialogBody')}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (password) {
            void submit();
          }
        }}
      >
        <FormField id="delete-password" label={t('delete.password')} required error={fieldError ?? undefined}>
          <Input.Password
            id="delete-password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoFocus
            status={fieldError ? 'error' : undefined}
          />
        </FormField>
      </form>
      {failure && <FormError message={failure} />}
    </Modal>
  );
}
