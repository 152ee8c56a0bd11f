import { ErrorCode, type UserChallenge } from '@lakbay/contracts';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS, REDIRECT_PARAM, vaPaths } from '@/lib/paths';
import { loginModalOpened, selectIsAuth, selectLoggedUser } from '@/lib/state';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { toast } from '@/lib/toast';
import { useAnswerInviteLinkMutation, useGetInviteLinkQuery } from '../api/apprenticeship-api';
import { PageSkeleton } from '../components/challenge-skeletons';
import { StatusTag } from '@/components/status-tag';
import { formatDate } from '../lib/format';
import { forgetInviteToken, rememberInviteToken } from '../lib/pending-invite';
import styles from '../components/apprenticeship.module.css';

const INVITE_STATUS_TEXT = {
  PENDING: 'Waiting for your answer',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  WITHDRAWN: 'Withdrawn by the sender',
  EXPIRED: 'Expired',
} as const;

/** /invites/{token}: an e-mailed invite to join a group, for visitors and logged-in users alike. */
export function InvitePage() {
  const { token = '' } = useParams();
  const isAuth = useAppSelector(selectIsAuth);
  const user = useAppSelector(selectLoggedUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: invite, isError, error, refetch } = useGetInviteLinkQuery(token);
  const [answer] = useAnswerInviteLinkMutation();
  const [busy, setBusy] = useState<'ACCEPT' | 'DECLINE' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (isError) {
    const info = describeApiError(error);
    return (
      <Page title="Invite" narrow>
        <EmptyState
          title={info.status === 404 ? 'This invite link does not work' : 'The invite could not be loaded'}
          icon="users"
          action={
            info.status === 404 ? (
              <ButtonLink to={PATHS.virtualApprenticeship} variant="outline">
                See all challenges
              </ButtonLink>
            ) : (
              <Button onClick={() => void refetch()}>Try again</Button>
            )
          }
        >
          {info.status === 404 ? 'It may be mistyped, or the invite was removed. Ask your teammate to send a new one.' : info.message}
        </EmptyState>
      </Page>
    );
  }
  if (!invite) {
    return (
      <Page title="Invite" narrow>
        <PageSkeleton label="Loading the invite" />
      </Page>
    );
  }

  const open = invite.status === 'PENDING';
  const respond = async (action: 'ACCEPT' | 'DECLINE') => {
    setBusy(action);
    setFailure(null);
    try {
      const result = await answer({ token, action }).unwrap();
      forgetInviteToken();
      if (action === 'ACCEPT') {
        void toast('success', `You joined ${invite.inviterName}’s group.`);
        void navigate(vaPaths.dashboard((result as UserChallenge).challengeId ?? invite.challengeId, 'home'), { replace: true });
      } else {
        void toast('success', 'Invite declined.');
        void refetch();
      }
    } catch (caught) {
      const info = describeApiError(caught);
      // 409 APPRENTICESHIP_INVITE_CLOSED or APPRENTICESHIP_GROUP_FULL: the server's sentence says which.
      setFailure(info.message);
      if (info.code === ErrorCode.APPRENTICESHIP_INVITE_CLOSED) {
        void refetch();
      }
    } finally {
      setBusy(null);
    }
  };

  const signupTo = `${PATHS.signup}?${REDIRECT_PARAM}=${encodeURIComponent(vaPaths.invite(token))}`;
  return (
    <Page title={`Join ${invite.inviterName}’s group`} eyebrow="Virtual Apprenticeship invite" narrow>
      <section className={styles.panel}>
        <dl className={styles.dl}>
          <dt>Challenge</dt>
          <dd>{invite.challengeTitle}</dd>
          <dt>Partner</dt>
          <dd>{invite.partnerName}</dd>
          <dt>Invited by</dt>
          <dd>{invite.inviterName}</dd>
          <dt>Sent to</dt>
          <dd style={{ overflowWrap: 'anywhere' }}>{invite.inviteeEmail}</dd>
          <dt>Status</dt>
          <dd>
            <StatusTag tone={open ? 'info' : invite.status === 'ACCEPTED' ? 'good' : 'muted'}>
              {INVITE_STATUS_TEXT[invite.status]}
            </StatusTag>
          </dd>
          {open && (
            <>
              <dt>Expires</dt>
              <dd>{formatDate(invite.expiresAt)}</dd>
            </>
          )}
        </dl>
      </section>
      {failure && (
        <p className={styles.banner} role="alert">
          {failure}
        </p>
      )}
      <section className={styles.panel} style={{ marginTop: 16 }} aria-label="Your answer">
        {!open ? (
          <div className={styles.cta}>
            <p className={styles.note}>
              {invite.status === 'ACCEPTED' ? 'This invite was accepted.' : 'This invite is closed. Ask your teammate to send a new one.'}
            </p>
            <ButtonLink to={vaPaths.challenge(invite.challengeId)} variant="outline">
              See the challenge
            </ButtonLink>
          </div>
        ) : !isAuth ? (
          <div className={styles.cta}>
            <p className={styles.note}>Create a free Lakbay account or log in to answer. We bring you back here.</p>
            <ButtonLink to={signupTo} block onClick={() => rememberInviteToken(token)}>
              Sign up to accept
            </ButtonLink>
            <Button variant="outline" block onClick={() => dispatch(loginModalOpened())}>
              Log in
            </Button>
          </div>
        ) : (
          <div className={styles.cta}>
            {user?.email && user.email.toLowerCase() !== invite.inviteeEmail.toLowerCase() && (
              <p className={styles.note}>
                This invite was sent to {invite.inviteeEmail}; you are logged in as {user.email}.
              </p>
            )}
            <div className={styles.row}>
              <Button loading={busy === 'ACCEPT'} disabled={busy !== null} onClick={() => void respond('ACCEPT')}>
                Accept
              </Button>
              <Button variant="outline" loading={busy === 'DECLINE'} disabled={busy !== null} onClick={() => void respond('DECLINE')}>
                Decline
              </Button>
            </div>
          </div>
        )}
      </section>
    </Page>
  );
}
