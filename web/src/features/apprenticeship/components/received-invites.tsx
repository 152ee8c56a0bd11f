import type { Invite, InviteAction } from '@lakbay/contracts';
import { useState } from 'react';
import { Button } from '@/components/button';
import { describeApiError } from '@/lib/api/api-error';
import { toast } from '@/lib/toast';
import { useGetReceivedInvitesQuery, useUpdateInviteMutation, type UserChallengeArgs } from '../api/apprenticeship-api';
import { useVaText } from '../i18n/use-va-text';
import { INVITE_MESSAGES } from '../lib/messages';
import styles from './apprenticeship.module.css';

export interface ReceivedInvitesProps {
  args: UserChallengeArgs;
  /** Shown above the list; nothing renders when there is no open invite. */
  title?: string;
  onAccepted?: (invite: Invite) => void;
}

/** Invites to join someone's group in this challenge, with accept and decline. */
export function ReceivedInvites({ args, title: givenTitle, onAccepted }: ReceivedInvitesProps) {
  const { t, formatDate } = useVaText();
  const title = givenTitle ?? t('invites.title');
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
              <strong>{t('invites.invitedYou', { name: invite.inviterName })}</strong>
              <span className={styles.small}>{t('invites.expires', { date: formatDate(invite.expiresAt) })}</span>
            </span>
            <span className={styles.row}>
              <Button loading={busy === `${invite.id}:ACCEPT`} disabled={busy !== null} onClick={() => void answer(invite, 'ACCEPT')}>
                {t('invites.accept')}
              </Button>
              <Button
                variant="outline"
                loading={busy === `${invite.id}:DECLINE`}
                disabled={busy !== null}
                onClick={() => void answer(invite, 'DECLINE')}
              >
                {t('invites.decline')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
