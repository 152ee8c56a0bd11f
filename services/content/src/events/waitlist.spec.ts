import { decideAdminAction, decideCancel, decideRegistration, freeSeats, holdsSeat, promotions } from './waitlist';

const open = (capacity: number | null, taken: number, needsApproval = false) => ({ needsApproval, seats: { capacity, taken } });

describe('waitlist rules', () => {
  describe(decideRegistration.name, () => {
    it('gives a seat while seats are free, and the waitlist once the event is full', () => {
      expect(decideRegistration(null, open(2, 1))).toEqual({ kind: 'set', status: 'APPROVED' });
      expect(decideRegistration(null, open(2, 2))).toEqual({ kind: 'set', status: 'WAITLISTED' });
      expect(decideRegistration(null, open(null, 5000))).toEqual({ kind: 'set', status: 'APPROVED' });
    });

    it('puts registrations for events that need approval in APPLIED, full or not', () => {
      expect(decideRegistration(null, open(10, 0, true))).toEqual({ kind: 'set', status: 'APPLIED' });
      expect(decideRegistration(null, open(1, 1, true))).toEqual({ kind: 'set', status: 'APPLIED' });
    });

    it('records interest only as INTERESTED, holding no seat', () => {
      expect(decideRegistration(null, open(1, 1), true)).toEqual({ kind: 'set', status: 'INTERESTED' });
      expect(holdsSeat('INTERESTED')).toBe(false);
    });

    it('upgrades an interested person to a real registration', () => {
      expect(decideRegistration('INTERESTED', open(3, 0))).toEqual({ kind: 'set', status: 'APPROVED' });
      expect(decideRegistration('INTERESTED', open(3, 0), true)).toEqual({ kind: 'keep' });
    });

    it('changes nothing when registering again while registered', () => {
      for (const status of ['APPLIED', 'APPROVED', 'WAITLISTED', 'COMPLETED'] as const) {
        expect(decideRegistration(status, open(0, 0))).toEqual({ kind: 'keep' });
      }
    });

    it('lets a person who dropped out register again, at the back of the line', () => {
      expect(decideRegistration('DROPPED_OUT', open(1, 1))).toEqual({ kind: 'set', status: 'WAITLISTED' });
    });

    it('refuses a person whose registration was rejected', () => {
      expect(decideRegistration('REJECTED', open(10, 0))).toMatchObject({ kind: 'refuse' });
    });
  });

  describe(decideCancel.name, () => {
    it('drops out open registrations and keeps a dropped-out one as it is', () => {
      for (const status of ['INTERESTED', 'APPLIED', 'APPROVED', 'WAITLISTED'] as const) {
        expect(decideCancel(status)).toEqual({ kind: 'set', status: 'DROPPED_OUT' });
      }
      expect(decideCancel('DROPPED_OUT')).toEqual({ kind: 'keep' });
    });

    it('refuses to cancel completed or rejected registrations', () => {
      expect(decideCancel('COMPLETED')).toMatchObject({ kind: 'refuse' });
      expect(decideCancel('REJECTED')).toMatchObject({ kind: 'refuse' });
    });
  });

  describe(decideAdminAction.name, () => {
    const event = (capacity: number | null, taken: number, started = false) => ({ seats: { capacity, taken }, started });

    it('approves an application into a seat, or onto the waitlist when full', () => {
      expect(decideAdminAction('APPLIED', 'APPROVE', event(5, 4))).toEqual({ kind: 'set', status: 'APPROVED' });
      expect(decideAdminAction('APPLIED', 'APPROVE', event(5, 5))).toEqual({ kind: 'set', status: 'WAITLISTED' });
    });

    it('refuses to approve a waitlisted person while no seat is free', () => {
      expect(decideAdminAction('WAITLISTED', 'APPROVE', event(5, 5))).toMatchObject({ kind: 'refuse' });
      expect(decideAdminAction('WAITLISTED', 'APPROVE', event(6, 5))).toEqual({ kind: 'set', status: 'APPROVED' });
    });

    it('rejects open registrations but not finished ones', () => {
      expect(decideAdminAction('APPROVED', 'REJECT', event(5, 5))).toEqual({ kind: 'set', status: 'REJECTED' });
      expect(decideAdminAction('COMPLETED', 'REJECT', event(5, 5))).toMatchObject({ kind: 'refuse' });
    });

    it('marks approved registrations completed only once the event has started', () => {
      expect(decideAdminAction('APPROVED', 'COMPLETE', event(5, 5, false))).toMatchObject({ kind: 'refuse' });
      expect(decideAdminAction('APPROVED', 'COMPLETE', event(5, 5, true))).toEqual({ kind: 'set', status: 'COMPLETED' });
      expect(decideAdminAction('WAITLISTED', 'COMPLETE', event(5, 5, true))).toMatchObject({ kind: 'refuse' });
    });
  });

  it('counts free seats and how many to promote', () => {
    expect(freeSeats({ capacity: 3, taken: 5 })).toBe(0);
    expect(promotions({ capacity: 3, taken: 1 }, 5)).toBe(2);
    expect(promotions({ capacity: 3, taken: 1 }, 1)).toBe(1);
    expect(promotions({ capacity: null, taken: 100 }, 4)).toBe(4);
  });
});
