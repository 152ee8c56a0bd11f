import { ErrorCode, type UserChallenge } from '@lakbay/contracts';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/button';
import { ButtonLink } from '@/components/button-link';
import { Page } from '@/components/page';
import { UnavailablePage } from '@/components/unavailable-page';
import { describeApiError } from '@/lib/api/api-error';
import { PATHS, REDIRECT_PARAM, vaPaths } from '@/lib/paths';
import { loginModalOpened, selectIsAuth, selectLoggedUser } from '@/lib/state';
import { useAppDispatch, useAppSelector } from '@/lib/state/hooks';
import { toast } from '@/lib/toast';
import { useAnswerInviteLinkMutation, useGetInviteLinkQuery } from '../api/apprenticeship-api';
import { PageSkeleton } from '../components/challenge-skeletons';
import { StatusTag } from '@/components/status-tag';
import { useVaText } from '../i18n/use-va-text';
import { forgetInviteToken, rememberInviteToken } from '../lib/pending-invite';
import styles from '../components/apprenticeship.module.css';

/** /invites/{token}: an e-mailed invite to join a group, for visitors and logged-in users alike. */
export function InvitePage() {
  const { t, formatDate } = useVaText();
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
    return (
      <UnavailablePage
        error={error}
        onRetry={() => void refetch()}
        title={t('invite.title')}
        narrow
        icon="users"
        failedTitle={t('invite.loadFailed')}
        retryLabel={t('facts.tryAgain')}
        missing={{
          title: t('invite.badLink'),
          text: t('invite.badLinkText'),
          to: PATHS.virtualApprenticeship,
          linkLabel: t('challenge.seeAll'),
        }}
      />
    );
  }
  if (!invite) {
    return (
      <Page title={t('invite.title')} narrow>
        <PageSkeleton label={t('invite.loading')} />
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
        void toast('success', t('invite.joined', { name: invite.inviterName }));
        void navigate(vaPaths.dashboard((result as UserChallenge).challengeId ?? invite.challengeId, 'home'), { replace: true });
      } else {
        void toast('success', t('invite.declined'));
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
    <Page title={t('invite.join', { name: invite.inviterName })} eyebrow={t('invite.eyebrow')} narrow>
      <section className={styles.panel}>
        <dl className={styles.dl}>
          <dt>{t('invite.challenge')}</dt>
          <dd>{invite.challengeTitle}</dd>
          <dt>{t('challenge.partner')}</dt>
          <dd>{invite.partnerName}</dd>
          <dt>{t('invite.invitedBy')}</dt>
          <dd>{invite.inviterName}</dd>
          <dt>{t('invite.sentTo')}</dt>
          <dd style={{ overflowWrap: 'anywhere' }}>{invite.inviteeEmail}</dd>
          <dt>{t('challenge.status')}</dt>
          <dd>
            <StatusTag tone={open ? 'info' : invite.status === 'ACCEPTED' ? 'good' : 'muted'}>
              {t(`invite.status.${invite.status}`)}
            </StatusTag>
          </dd>
          {open && (
            <>
              <dt>{t('invite.expires')}</dt>
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
      <section className={styles.panel} style={{ marginTop: 16 }} aria-label={t('invite.answer')}>
        {!open ? (
          <div className={styles.cta}>
            <p className={styles.note}>{invite.status === 'ACCEPTED' ? t('invite.wasAccepted') : t('invite.closed')}</p>
            <ButtonLink to={vaPaths.challenge(invite.challengeId)} variant="outline">
              {t('invite.seeChallenge')}
            </ButtonLink>
          </div>
        ) : !isAuth ? (
          <div className={styles.cta}>
            <p className={styles.note}>{t('invite.loginToAnswer')}</p>
            <ButtonLink to={signupTo} block onClick={() => rememberInviteToken(token)}>
              {t('invite.signup')}
            </ButtonLink>
            <Button variant="outline" block onClick={() => dispatch(loginModalOpened())}>
              {t('gate.login')}
            </Button>
          </div>
        ) : (
          <div className={styles.cta}>
            {user?.email && user.email.toLowerCase() !== invite.inviteeEmail.toLowerCase() && (
              <p className={styles.note}>{t('invite.otherAccount', { invitee: invite.inviteeEmail, email: user.email })}</p>
            )}
            <div className={styles.row}>
              <Button loading={busy === 'ACCEPT'} disabled={busy !== null} onClick={() => void respond('ACCEPT')}>
                {t('invites.accept')}
              </Button>
              <Button variant="outline" loading={busy === 'DECLINE'} disabled={busy !== null} onClick={() => void respond('DECLINE')}>
                {t('invites.decline')}
              </Button>
            </div>
          </div>
        )}
      </section>
    </Page>
  );
}
