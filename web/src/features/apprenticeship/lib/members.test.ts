import { describe, expect, it } from '@jest/globals';
import { aMember, anInvitedMember } from '@/test-utils/apprenticeship-fixtures';
import { PARTICIPANTS_POLL_MS, pollInterval, roomLeft, sentInvites } from './members';

describe('members', () => {
  const leader = aMember();
  const invited = anInvitedMember('ben@x.ph', 'inv-1');
  const declined = anInvitedMember('cy@x.ph', 'inv-2', { status: 'DECLINED' });

  it('lists invites that can be resent or removed', () => {
    expect(sentInvites([leader, invited, declined]).map((m) => m.inviteId)).toEqual(['inv-1', 'inv-2']);
  });

  it('counts invitees but not those who declined against the room left', () => {
    expect(roomLeft([leader, invited, declined], 3)).toBe(1);
  });

  it('refreshes while fewer than 5 members, then stops', () => {
    expect(pollInterval([leader])).toBe(PARTICIPANTS_POLL_MS);
    const five = Array.from({ length: 5 }, (_, i) => aMember({ userId: `u${i}`, isLeader: i === 0 }));
    expect(pollInterval(five)).toBe(0);
  });
});
