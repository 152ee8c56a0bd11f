import type { AdminUserListItem } from '@lakbay/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '@/components/form/form-error';
import { api } from '@/lib/api/api';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS } from '@/lib/paths';
import { loggedIn } from '@/lib/state';
import { useAppDispatch, useAppStore } from '@/lib/state/hooks';
import { toast } from '@/lib/toast';
import { useStartEmulationMutation } from '../api/admin-api';
import { ADMIN_NS } from '../i18n/register';
import { emulatingSession } from '../model/emulation';
import styles from './admin-sections.module.css';

/** Start Emulation: disabled until a user is found (spec section 5). */
export function EmulateButton({ user }: { user: AdminUserListItem | null }) {
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
