import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppStore } from '@/lib/state/hooks';
import { api } from '@/lib/api/api';
import { PATHS } from '@/lib/paths';
import { loggedIn } from '@/lib/state';
import { restoredSession } from './model/emulation';

/** Stop Emulation (spec section 2): restore the real admin, drop the emulated user's cached data, go to /. */
export function useStopEmulation(): () => void {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    const current = store.getState().appState.loggedUser;
    const admin = current ? restoredSession(current) : null;
    if (admin) {
      dispatch(loggedIn(admin));
      dispatch(api.util.resetApiState());
    }
    void navigate(PATHS.home);
  }, [dispatch, navigate, store]);
}
