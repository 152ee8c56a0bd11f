import { ErrorCode, type UserChallenge } from '@lakbay/contracts';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { describeApiError, type ApiErrorInfo } from '@/lib/api/api-error';
import { selectIsAuth, selectLoggedUser } from '@/lib/state';
import { useAppSelector } from '@/lib/state/hooks';
import { useGetUserChallengeQuery, type UserChallengeArgs } from '../api/apprenticeship-api';

export interface MyChallenge {
  isAuth: boolean;
  /** uid and challengeId for the user's calls; null when logged out. */
  args: UserChallengeArgs | null;
  /** The enrolment; null when not enrolled; undefined while loading, logged out or failed. */
  mine: UserChallenge | null | undefined;
  /** A failure other than "not enrolled". */
  error: ApiErrorInfo | null;
  isLoading: boolean;
  refetch: () => void;
}

/**
 * The logged user's part in a challenge. The id is the stored logged user's: during emulation
 * that is the emulated user (the admin's own user is kept apart as originalUser).
 */
export function useMyChallenge(challengeId: string): MyChallenge {
  const isAuth = useAppSelector(selectIsAuth);
  const uid = useAppSelector(selectLoggedUser)?.id;
  const args = isAuth && uid ? { uid, challengeId } : null;
  const query = useGetUserChallengeQuery(args ?? skipToken);
  const info = query.isError ? describeApiError(query.error) : null;
  const notEnrolled = info?.code === ErrorCode.APPRENTICESHIP_NOT_ENROLLED;
  // While a refetch runs, the last answer stands (a refetch must not blank the page or its form).
  const [last, setLast] = useState<UserChallenge | null | undefined>(undefined);
  const settled: UserChallenge | null | undefined = notEnrolled ? null : query.isError ? undefined : query.data;
  if (settled !== undefined && settled !== last) {
    setLast(settled);
  }
  const refetching = args !== null && !query.isError && query.isFetching;
  const mine = args === null ? undefined : settled !== undefined ? settled : refetching ? last : undefined;
  return {
    isAuth,
    args,
    mine,
    error: notEnrolled ? null : info,
    isLoading: args !== null && query.isLoading,
    refetch: () => {
      if (args) {
        void query.refetch();
      }
    },
  };
}
