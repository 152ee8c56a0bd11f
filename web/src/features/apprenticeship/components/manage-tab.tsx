import type { ChallengeDetail, Member, UserChallenge } from '@lakbay/contracts';
import { Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { describeApiError } from '@/lib/api/api-error';
import { vaPaths } from '@/lib/paths';
import { useAppDispatch } from '@/lib/state/hooks';
import { toast } from '@/lib/toast';
import {
  apprenticeshipApi,
  useGetMembersQuery,
  useGetParticipantsQuery,
  useRemoveInviteMutation,
  useSendInvitesMutation,
  useUnenrolMutation,
  useUpdateInviteMutation,
  type UserChallengeArgs,
} from '../api/apprenticeship-api';
import { MEMBER_STATUS_TONES } from '../lib/format';
import { useVaText } from '../i18n/use-va-text';
import { groupMembers, pollInterval, roomLeft, sentInvites } from '../lib/members';
import { INVITE_MESSAGES } from '../lib/messages';
import { validateGroupEmails } from '../lib/validation';
import { EmailTags } from './email-tags-field';
import { ReceivedInvites } from './received-invites';
import { StatusTag } from '@/components/status-tag';
import styles from './apprenticeship.module.css';
import { TitledSection } from '@/components/titled-section';

interface ManageTabProps {
  challenge: ChallengeDetail;
  mine: UserChallenge;
  args: UserChallengeArgs;
}

/** Dashboard MANAGE: members, invite more, invites sent (resend, remove), invites received, other participants, leave. */
export function ManageTab({ challenge, mine, args }: ManageTabProps) {
  const { t } = useVaText();
  // Spec section 9: refreshed while the group has fewer than 5 members (the last answer decides).
  const [lastMembers, setLastMembers] = useState<readonly Member[]>(mine.members);
  const interval = pollInterval(lastMembers);
  const membersQuery = useGetMembersQuery(args, { pollingInterval: interval, skipPollingIfUnfocused: true });
  const members = membersQuery.data ?? mine.members;
  if (membersQuery.data && membersQuery.data !== lastMembers) {
    setLastMembers(membersQuery.data);
  }
  const participants = useGetParticipantsQuery(
    { ...args, excludeGroupId: mine.groupId },
    { pollingInterval: interval, skipPollingIfUnfocused: true },
  );
  const room = roomLeft(members, challenge.maxGroupSize);
  const canInvite = mine.isLeader && mine.applicationType === 'GROUP' && mine.completion === null;

  return (
    <div className={styles.layout}>
      <div className={styles.stack}>
        <TitledSection id="members" title={t('manage.members')} className={styles.panel}>
          {membersQuery.isError && (
            <p className={styles.fieldError}>{t('manage.membersFailed', { message: describeApiError(membersQuery.error).message })}</p>
          )}
          <ul className={styles.list}>
            {groupMembers(members).map((member) => (
              <li key={member.userId ?? member.name} className={styles.listItem}>
                <span className={styles.itemMain}>
                  <strong>{member.name}</strong>
                  {member.isLeader && <span className={styles.small}>{t('manage.leader')}</span>}
                </span>
                <StatusTag tone={MEMBER_STATUS_TONES[member.status]}>{t(`status.member.${member.status}`)}</StatusTag>
              </li>
            ))}
          </ul>
        </TitledSection>
        {canInvite && <InviteMore args={args} groupId={mine.groupId} room={room} members={members} />}
        <SentInvites args={args} groupId={mine.groupId} members={members} canAct={mine.isLeader} />
        <ReceivedInvites args={args} />
      </div>
      <aside className={styles.aside}>
        <TitledSection id="participants" title={t('manage.participants')} className={styles.panel}>
          {participants.isError ? (
            <p className={styles.note}>{t('manage.participantsFailed')}</p>
          ) : !participants.data ? (
            <p className={styles.note} role="status">
              {t('manage.loading')}
            </p>
          ) : participants.data.length === 0 ? (
            <p className={styles.note}>{t('manage.noParticipants')}</p>
          ) : (
            <ul className={styles.list} aria-label={t('manage.participants')}>
              {participants.data.map((participant) => (
                <li key={participant.userId} className={styles.listItem}>
                  {participant.name}
                </li>
              ))}
            </ul>
          )}
        </TitledSection>
        <LeaveChallenge challenge={challenge} mine={mine} args={args} />
      </aside>
    </div>
  );
}

function InviteMore({
  args,
  groupId,
  room,
  members,
}: {
  args: UserChallengeArgs;
  groupId: string;
  room: number;
  members: readonly Member[];
}) {
  const { t } = useVaText();
  const [emails, setEmails] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [send, { isLoading }] = useSendInvitesMutation();

  const submit = async () => {
    const known = new Set(members.map((member) => member.name.toLowerCase()));
    const problem =
      validateGroupEmails(t, emails, room) ??
      (emails.some((email) => known.has(email.toLowerCase())) ? t('manage.alreadyInvited') : undefined);
    setError(problem);
    if (problem) {
      return;
    }
    try {
      await send({ ...args, groupId, invitees: emails }).unwrap();
      void toast('success', INVITE_MESSAGES.sent);
      setEmails([]);
    } catch (caught) {
      const info = describeApiError(caught);
      // The server's message when it sent one, otherwise the spec's generic line.
      void toast('error', info.code !== null ? info.message : INVITE_MESSAGES.sendFailed);
    }
  };

  return (
    <TitledSection id="invite-more" title={t('manage.invite')} className={styles.panel}>
      {room === 0 ? (
        <p className={styles.note}>{t('manage.full')}</p>
      ) : (
        <>
          <EmailTags
            label={t('manage.emails')}
            value={emails}
            onChange={(next) => {
              setError(undefined);
              setEmails(next);
            }}
            max={room}
            error={error}
            hint={t('manage.inviteHint')}
          />
          <div>
            <Button onClick={() => void submit()} loading={isLoading} disabled={emails.length === 0}>
              {t('manage.send')}
            </Button>
          </div>
        </>
      )}
    </TitledSection>
  );
}

function SentInvites({
  args,
  groupId,
  members,
  canAct,
}: {
  args: UserChallengeArgs;
  groupId: string;
  members: readonly Member[];
  canAct: boolean;
}) {
  const { t, formatDate } = useVaText();
  const [update] = useUpdateInviteMutation();
  const [remove] = useRemoveInviteMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const invites = sentInvites(members);
  if (invites.length === 0) {
    return null;
  }

  const run = async (key: string, action: () => Promise<unknown>, success: string) => {
    setBusy(key);
    try {
      await action();
      void toast('success', success);
    } catch (caught) {
      void toast('error', describeApiError(caught).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <TitledSection id="sent-invites" title={t('manage.sent')} className={styles.panel}>
      <ul className={styles.list}>
        {invites.map((member) => {
          const inviteId = member.inviteId as string;
          return (
            <li key={inviteId} className={styles.listItem}>
              <span className={styles.itemMain}>
                <strong>{member.name}</strong>
                <span className={styles.small}>
                  <StatusTag tone={MEMBER_STATUS_TONES[member.status]}>{t(`status.member.${member.status}`)}</StatusTag>
                  {member.status === 'INVITED' && member.inviteExpiresAt
                    ? t('manage.expires', { date: formatDate(member.inviteExpiresAt) })
                    : ''}
                </span>
              </span>
              {canAct && (
                <span className={styles.row}>
                  <Button
                    variant="outline"
                    aria-label={t('manage.resendLabel', { name: member.name })}
                    loading={busy === `${inviteId}:resend`}
                    disabled={busy !== null}
                    onClick={() =>
                      void run(
                        `${inviteId}:resend`,
                        () => update({ ...args, groupId, inviteId, action: 'RESEND' }).unwrap(),
                        INVITE_MESSAGES.updated,
                      )
                    }
                  >
                    {t('manage.resend')}
                  </Button>
                  <Button
                    variant="outline"
                    aria-label={t('manage.removeLabel', { name: member.name })}
                    loading={busy === `${inviteId}:remove`}
                    disabled={busy !== null}
                    onClick={() =>
                      void run(`${inviteId}:remove`, () => remove({ ...args, groupId, inviteId }).unwrap(), INVITE_MESSAGES.removed)
                    }
                  >
                    {t('manage.remove')}
                  </Button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}

function LeaveChallenge({ challenge, mine, args }: ManageTabProps) {
  const { t } = useVaText();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [unenrol, { isLoading }] = useUnenrolMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const label =
    mine.isLeader && mine.applicationType === 'GROUP'
      ? t('manage.unenrolGroup')
      : mine.isLeader
        ? t('manage.unenrol')
        : t('manage.leaveGroup');

  const confirm = async () => {
    setFailure(null);
    try {
      await unenrol(args).unwrap();
    } catch (caught) {
      setFailure(describeApiError(caught).message);
      return;
    }
    setOpen(false);
    void navigate(vaPaths.challenge(challenge.id), { replace: true });
    // Spec section 4: unenrolling clears cached data, so no page shows the old enrolment.
    dispatch(apprenticeshipApi.util.resetApiState());
  };

  return (
    <TitledSection id="leave" title={t('manage.leaveTitle')} className={styles.panel}>
      <p className={styles.note}>{t('manage.leaveNote')}</p>
      <div>
        <Button variant="outline" className={styles.danger} onClick={() => setOpen(true)}>
          {label}
        </Button>
      </div>
      <Modal
        open={open}
        title={t('manage.confirm', { label })}
        okText={label}
        cancelText={t('manage.stay')}
        okButtonProps={{ danger: true, loading: isLoading }}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>
          {mine.isLeader && mine.applicationType === 'GROUP' ? t('manage.groupRemoved') : t('manage.youLeave', { title: challenge.title })}{' '}
          {t('manage.noUndo')}
        </p>
        {failure && (
          <p className={styles.fieldError} role="alert">
            {failure}
          </p>
        )}
      </Modal>
    </TitledSection>
  );
}
