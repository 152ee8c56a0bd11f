import type { InterestResult, UserProfile } from '@lakbay/contracts';
import { useAppSelector } from '@/lib/state/hooks';
import { selectIsAuth, selectUserPref } from '@/lib/state';
import { useGetMyInterestsQuery } from '../api/interests-api';
import { type ChosenInterests, chooseInterestCode, readDeviceResult } from '../model/interest-source';

export interface InterestCodeState {
  /** The code (and quiz scores) to suggest from and where it came from; null when there is none. */
  chosen: ChosenInterests | null;
  profile: UserProfile | undefined;
  device: InterestResult | null;
  isAuth: boolean;
  /** True while a logged-in user's profile is still loading (nothing to decide yet). */
  loading: boolean;
}

/** The interest code for suggestions: the profile's saved result, else this device's, else the sign-up interests. */
export function useInterestCode(): InterestCodeState {
  const isAuth = useAppSelector(selectIsAuth);
  const device = readDeviceResult(useAppSelector(selectUserPref));
  const { data: profile, isLoading } = useGetMyInterestsQuery(undefined, { skip: !isAuth });
  const loading = isAuth && isLoading;
  return {
    chosen: loading ? null : chooseInterestCode(isAuth ? profile : null, device),
    profile: isAuth ? profile : undefined,
    device,
    isAuth,
    loading,
  };
}
