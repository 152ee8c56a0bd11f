import { effectiveInviteStatus, enrolmentClosedReason, groupCapacity, inviteeStatus, memberStatus } from './member-status';

describe('memberStatus', () => {
  it('is PENDING while the application awaits an admin, whatever its type', () => {
    expect(memberStatus('PENDING', 'INDIVIDUAL')).toBe('PENDING');
    expect(memberStatus('PENDING', 'GROUP')).toBe('PENDING');
  });

  it('is ENROLLED for an approved individual and ENROLLED_GROUP for an approved group', () => {
    expect(memberStatus('APPROVED', 'INDIVIDUAL')).toBe('ENROLLED');
    expect(memberStatus('APPROVED', 'GROUP')).toBe('ENROLLED_GROUP');
  });

  it('is UNENROLLED once the application is rejected', () => {
    expect(memberStatus('REJECTED', 'GROUP')).toBe('UNENROLLED');
  });
});

describe('inviteeStatus', () => {
  it('shows open and expired invites as INVITED (they can be resent) and declined ones as DECLINED', () => {
    expect(inviteeStatus('PENDING')).toBe('INVITED');
    expect(inviteeStatus('EXPIRED')).toBe('INVITED');
    expect(inviteeStatus('DECLINED')).toBe('DECLINED');
  });

  it('leaves accepted (now a member) and withdrawn invites out', () => {
    expect(inviteeStatus('ACCEPTED')).toBeNull();
    expect(inviteeStatus('WITHDRAWN')).toBeNull();
  });
});

describe('effectiveInviteStatus', () => {
  const now = new Date('2026-12-01T00:00:00Z');

  it('turns an open invite past its expiry into EXPIRED, at the expiry instant', () => {
    expect(effectiveInviteStatus('PENDING', new Date('2026-12-01T00:00:01Z'), now)).toBe('PENDING');
    expect(effectiveInviteStatus('PENDING', now, now)).toBe('EXPIRED');
  });

  it('keeps answered invites as they are', () => {
    expect(effectiveInviteStatus('DECLINED', new Date('2020-01-01T00:00:00Z'), now)).toBe('DECLINED');
  });
});

describe('groupCapacity', () => {
  it('holds one person for an individual application and maxGroupSize for a group', () => {
    expect(groupCapacity('INDIVIDUAL', 4)).toBe(1);
    expect(groupCapacity('GROUP', 4)).toBe(4);
  });
});

describe('enrolmentClosedReason', () => {
  const open = { status: 'OPEN' as const, applicationDeadline: '2026-12-09', seatsLeft: 3 };

  it('is open until the end of the deadline day with a seat left', () => {
    expect(enrolmentClosedReason(open, '2026-12-09')).toBeNull();
  });

  it('closes after the deadline, without seats, and for challenges that ended or are drafts', () => {
    expect(enrolmentClosedReason(open, '2026-12-10')).toMatch(/deadline/);
    expect(enrolmentClosedReason({ ...open, seatsLeft: 0 }, '2026-12-01')).toMatch(/no seats/);
    expect(enrolmentClosedReason({ ...open, status: 'CLOSED' }, '2026-12-01')).toMatch(/ended/);
    expect(enrolmentClosedReason({ ...open, status: 'DRAFT' }, '2026-12-01')).toMatch(/not open/);
  });

  it('takes late joiners into a RUNNING challenge until its deadline only', () => {
    expect(enrolmentClosedReason({ ...open, status: 'RUNNING' }, '2026-12-09')).toBeNull();
    expect(enrolmentClosedReason({ ...open, status: 'RUNNING' }, '2026-12-10')).toMatch(/deadline/);
  });
});
