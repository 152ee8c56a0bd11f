import { createHash, randomBytes } from 'node:crypto';
import { INVITE_TTL_DAYS, type Language, timeZoneOr } from '@lakbay/contracts';
import { Outbox, mailLanguage } from '@lakbay/platform';
import type { EntityManager } from '@mikro-orm/core';
import { inviteUrl } from '../common/mappers';
import type { ChallengeRow } from '../entities/challenge.entity';
import type { GroupRow } from '../entities/group.entity';
import { InviteRow } from '../entities/invite.entity';
import { inviteMail } from '../mails/mails';

const DAY_MS = 24 * 3600_000;

/** The SHA-256 of an invite token: only this is stored, so the database alone opens no invite. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A fresh token for an invite (new ones on resend, so the old link stops working), with its expiry. */
export function freshToken(now: Date): { token: string; hash: string; expiresAt: Date } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: tokenHash(token), expiresAt: new Date(now.getTime() + INVITE_TTL_DAYS * DAY_MS) };
}

export interface Inviter {
  userId: string;
  name: string;
  language: Language;
  timeZone: string;
}

/** Records the invite e-mail with its link in the caller's transaction. */
export async function recordInviteMail(
  tx: EntityManager,
  invite: InviteRow,
  token: string,
  challenge: ChallengeRow,
  publicUrl: string,
): Promise<void> {
  const inviter = {
    name: invite.inviterName,
    language: mailLanguage(invite.inviterLanguage),
    timeZone: timeZoneOr(invite.inviterTimeZone),
  };
  await Outbox.record(tx, 'mail.send', inviteMail(invite.email, inviter, challenge, inviteUrl(publicUrl, token), invite.expiresAt));
}

/** New open invites of a group to e-mails, each e-mailed; one already open for an e-mail is kept as is. */
export async function createInvites(
  tx: EntityManager,
  group: GroupRow,
  challenge: ChallengeRow,
  inviter: Inviter,
  emails: string[],
  publicUrl: string,
  now: Date,
): Promise<InviteRow[]> {
  const open = await tx.find(InviteRow, { groupId: group.id, status: 'PENDING' });
  const rows: InviteRow[] = [];
  for (const email of new Set(emails.map((e) => e.trim().toLowerCase()))) {
    const existing = open.find((i) => i.email === email);
    if (existing) {
      rows.push(existing);
      continue;
    }
    const { token, hash, expiresAt } = freshToken(now);
    const invite = tx.create(InviteRow, {
      groupId: group.id,
      challengeId: group.challengeId,
      email,
      tokenHash: hash,
      inviterId: inviter.userId,
      inviterName: inviter.name,
      inviterLanguage: inviter.language,
      inviterTimeZone: timeZoneOr(inviter.timeZone),
      expiresAt,
      createdAt: now,
    });
    rows.push(invite);
    await recordInviteMail(tx, invite, token, challenge, publicUrl);
  }
  await tx.flush();
  return rows;
}
