import type { Member } from '@lakbay/contracts';
import { PARTICIPANTS_REFRESH_BELOW } from '@lakbay/contracts';

/** Members who hold (or may soon hold) a place in the group: not those who declined or left. */
export const holdsPlace = (member: Member): boolean => member.status !== 'DECLINED' && member.status !== 'UNENROLLED';

/** Invites the group sent that can still be resent or removed. */
export const sentInvites = (members: readonly Member[]): Member[] =>
  members.filter((member) => member.inviteId !== null && (member.status === 'INVITED' || member.status === 'DECLINED'));

/** People in the group (not invitees). */
export const groupMembers = (members: readonly Member[]): Member[] => members.filter((member) => member.inviteId === null);

/** Free places for more invites. */
export const roomLeft = (members: readonly Member[], maxGroupSize: number): number =>
  Math.max(0, maxGroupSize - members.filter(holdsPlace).length);

export const PARTICIPANTS_POLL_MS = 30_000;

/** Spec section 9: members (and participants) are refreshed while the group has fewer than 5 members. */
export const pollInterval = (members: readonly Member[] | undefined): number =>
  (members ?? []).filter((member) => member.inviteId === null && holdsPlace(member)).length < PARTICIPANTS_REFRESH_BELOW
    ? PARTICIPANTS_POLL_MS
    : 0;
