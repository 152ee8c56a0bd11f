import { refusedFields } from '@lakbay/platform';
import type { Type } from '@nestjs/common';
import { InviteAnswerMessage, InvitesCreateMessage, InviteWithdrawMessage } from './messages.dto';

const ID = '0b3f7c1e-5d0a-4c55-9e43-7d1f2a9b8c01';
const ids = { userId: ID, challengeId: ID, groupId: ID };
const user = {
  userId: ID,
  email: 'ana@example.ph',
  name: 'Ana',
  fullName: 'Ana Reyes',
  isCoach: false,
  isActive: true,
  language: 'en' as const,
  timeZone: 'Asia/Manila',
};

const problems = async (metatype: Type, value: unknown) => (await refusedFields(metatype, value)).map((f) => f.property);

describe('invite messages', () => {
  it('take the group, its challenge and the acting member besides their own fields', async () => {
    expect(await problems(InvitesCreateMessage, { ...ids, invitees: ['ben@example.ph'] })).toEqual([]);
    expect(await problems(InviteWithdrawMessage, { ...ids, inviteId: ID })).toEqual([]);
    expect(await problems(InviteAnswerMessage, { ...ids, inviteId: ID, action: 'ACCEPT', user })).toEqual([]);
  });

  it('refuse a missing group, a malformed id, an unknown action and fields they do not have', async () => {
    expect(await problems(InvitesCreateMessage, { userId: ID, challengeId: ID, invitees: ['ben@example.ph'] })).toEqual(['groupId']);
    expect(await problems(InviteWithdrawMessage, { ...ids, inviteId: 'x' })).toEqual(['inviteId']);
    expect(await problems(InviteAnswerMessage, { ...ids, inviteId: ID, action: 'MAYBE', user })).toEqual(['action']);
    expect(await problems(InviteWithdrawMessage, { ...ids, inviteId: ID, invitees: [] })).toEqual(['invitees']);
  });
});
