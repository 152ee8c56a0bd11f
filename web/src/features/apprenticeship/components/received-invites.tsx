import type { Invite, InviteAction } from '@lakbay/contracts';
import { useState } from 'react';
import { Button } from '@/components/button';
import { describeApiError } from '@/lib/api/api-error';
import { toast } from '@/lib/toast';
import { useGetReceivedInvitesQuery, useUpdateInviteMutation, type UserChallengeArgs } from '../api/apprenticeship-api';
import { formatDate } from '../lib/format';
import { INVITE_MESSAGES } from '../lib/messages';
import styles from './apprenticeship.module.css';

export interface ReceivedInvitesProps {
  args: UserChallengeArgs;
  /** Shown above the list; nothing renders when there is no open invite. */
  title?: string;
  onAccepted?: (invite: Invite) => void;
}

/** Invites to join someone's group in this challenge, with accept and decline. */
export function ReceivedInvites({ args, title = 'Invites for you', onAccepted }: ReceivedInvitesProps) {
  const { data } = useGetReceivedInvitesQuery(args);
  const [update] = useUpdateInviteMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const open = (data ?? []).filter((invite) => invite.status === 'PENDING');
  if (open.length === 0) {
    return null;
  }

  const answer = async (invite: Invite, action: Extract<InviteAction, 'ACCEPT' | 'DECLINE'>) => {
    setBusy(`${invite.id}:${action}`);
    try {
      await update({ ...args, groupId: invite.groupId, inviteId: invite.id, action }).unwrap();
      void toast('success', INVITE_MESSAGES.updated);
      if (action === 'ACCEPT') {
        onAccepted?.(invite);
      }
    } catch (error) {
      void toast('error', describeApiError(error).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.panel} aria-label={title}>
      <h2>{title}</h2>
      <ul className={styles.list}>
        {open.map((invite) => (
          <li key={invite.id} className={styles.listItem}>
            <span className={styles.itemMain}>
              <strong>{invite.inviterName} invited you to their group</strong>
              <span className={styles.small}>Expires {formatDate(invite.expiresAt)}</span>
            </span>
            <span className={styles.row}>
              <Button loading={busy === `${invite.id}:ACCEPT`} disabled={busy !== null} onClick={() => void answer(invite, 'ACCEPT')}>
                Accept
              </Button>
              <Button
                variant="outline"
                loading={busy === `${invite.id}:DECLINE`}
                disabled={busy !== null}
                onClick={() => void answer(invite, 'DECLINE')}
              >
                Decline
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
