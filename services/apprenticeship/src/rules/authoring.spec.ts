import type { ChallengeInput } from '@lakbay/contracts';
import { checkChallengeInput, isRealDay, lockViolations, locksFor, type EnrolledFacts, type StoredChallenge } from './authoring';

const week = (dueDate: string) => ({
  title: 'A week',
  brief: 'What to do this week.',
  tasks: ['Do it'],
  deliverable: 'A page',
  resources: [],
  dueDate,
});

const input = (overrides: Partial<ChallengeInput> = {}): ChallengeInput => ({
  title: 'Build a Bayanihan App',
  partnerName: 'Bayanihan Labs',
  partnerLogoUrl: null,
  partnerWebsite: null,
  category: 'data',
  summary: 'Build an app neighbours use.',
  description: 'The long brief of the challenge.',
  coverImageUrl: null,
  applicationDeadline: '2027-01-04',
  startDate: '2027-01-11',
  slots: 20,
  applicationTypes: ['GROUP', 'INDIVIDUAL'],
  minGroupSize: 2,
  maxGroupSize: 4,
  lateDays: 0,
  weeks: [week('2027-01-17'), week('2027-01-24')],
  ...overrides,
});

const stored = (overrides: Partial<StoredChallenge> = {}): StoredChallenge => ({
  status: 'RUNNING',
  startDate: '2027-01-11',
  weeks: [
    { number: 1, dueDate: '2027-01-17' },
    { number: 2, dueDate: '2027-01-24' },
  ],
  ...overrides,
});

const noGroups: EnrolledFacts = { seatsTaken: 0, groups: [], weeksHandedIn: [] };
const enrolled: EnrolledFacts = {
  seatsTaken: 4,
  groups: [
    { applicationType: 'GROUP', size: 3 },
    { applicationType: 'INDIVIDUAL', size: 1 },
  ],
  weeksHandedIn: [1],
};

const properties = (errors: { property: string }[]) => errors.map((e) => e.property);

describe('challenge authoring rules', () => {
  describe('isRealDay', () => {
    it('takes days of the calendar and refuses those that do not exist', () => {
      expect(isRealDay('2028-02-29')).toBe(true);
      expect(isRealDay('2027-02-29')).toBe(false);
      expect(isRealDay('2027-13-01')).toBe(false);
    });
  });

  describe('checkChallengeInput', () => {
    it('accepts a challenge whose dates are in order', () => {
      expect(checkChallengeInput(input())).toEqual([]);
    });

    it('refuses a deadline after the start, week 1 due before the start, and weeks not increasing', () => {
      const errors = checkChallengeInput(
        input({ applicationDeadline: '2027-01-12', weeks: [week('2027-01-10'), week('2027-01-24'), week('2027-01-24')] }),
      );
      expect(errors).toEqual([
        { property: 'applicationDeadline', constraints: ['The enrolment deadline must be on or before the start date.'] },
        { property: 'weeks.0.dueDate', constraints: ['Week 1 must be due on or after the start date.'] },
        { property: 'weeks.2.dueDate', constraints: ['Week 3 must be due after week 2.'] },
      ]);
    });

    it('takes a deadline on the start day and week 1 due on it', () => {
      expect(checkChallengeInput(input({ applicationDeadline: '2027-01-11', weeks: [week('2027-01-11')] }))).toEqual([]);
    });

    it('refuses days that do not exist, a minimum group above the maximum, and groups where none are taken', () => {
      expect(properties(checkChallengeInput(input({ startDate: '2027-02-30' })))).toEqual(['startDate']);
      expect(properties(checkChallengeInput(input({ minGroupSize: 5, maxGroupSize: 4 })))).toEqual(['minGroupSize']);
      expect(properties(checkChallengeInput(input({ applicationTypes: ['INDIVIDUAL'], minGroupSize: 1 })))).toEqual(['maxGroupSize']);
    });
  });

  describe('locksFor', () => {
    it('locks nothing but the weeks with hand-ins while no group is enrolled', () => {
      const locks = locksFor(stored({ status: 'OPEN' }), noGroups, '2027-01-05');
      expect(locks).toMatchObject({
        readOnly: false,
        startDate: false,
        keptWeeks: [],
        fixedDueDates: [],
        earliestDueDate: null,
        minSlots: 0,
      });
    });

    it('keeps due weeks and weeks with hand-ins, the start date once running, and bounds seats and sizes by the groups', () => {
      const locks = locksFor(stored(), enrolled, '2027-01-20');
      expect(locks).toEqual({
        readOnly: false,
        published: true,
        startDate: true,
        keptWeeks: [1],
        fixedDueDates: [1],
        earliestDueDate: '2027-01-20',
        minSlots: 4,
        maxGroupSizeAtLeast: 3,
        minGroupSizeAtMost: 3,
        applicationTypes: ['GROUP', 'INDIVIDUAL'],
      });
    });

    it('makes a CLOSED challenge read-only', () => {
      expect(locksFor(stored({ status: 'CLOSED' }), enrolled, '2027-02-01').readOnly).toBe(true);
    });
  });

  describe('lockViolations', () => {
    const today = '2027-01-20';
    const locks = locksFor(stored(), enrolled, today);

    it('lets an edit through that keeps what the groups signed up for', () => {
      expect(lockViolations(input({ weeks: [week('2027-01-17'), week('2027-01-31')], slots: 4 }), stored(), locks)).toEqual([]);
    });

    it('refuses to remove a due week, re-date it, or move another into the past', () => {
      expect(properties(lockViolations(input({ weeks: [] }), stored(), locks))).toEqual(['weeks']);
      expect(lockViolations(input({ weeks: [week('2027-01-18'), week('2027-01-19')] }), stored(), locks)).toEqual([
        { property: 'weeks.0.dueDate', constraints: ['Week 1 is already due: its due date stays 2027-01-17.'] },
        { property: 'weeks.1.dueDate', constraints: ['Week 2 cannot be moved to a day that has passed: groups are enrolled.'] },
      ]);
    });

    it('refuses a new start date once running, seats below those taken, sizes that break a group, and dropping a kind in use', () => {
      const errors = lockViolations(
        input({ startDate: '2027-01-12', slots: 3, maxGroupSize: 2, minGroupSize: 4, applicationTypes: ['GROUP'] }),
        stored(),
        locks,
      );
      expect(properties(errors)).toEqual(['startDate', 'slots', 'maxGroupSize', 'minGroupSize', 'applicationTypes']);
    });

    it('refuses every edit of a CLOSED challenge', () => {
      const closed = locksFor(stored({ status: 'CLOSED' }), enrolled, '2027-02-01');
      expect(properties(lockViolations(input(), stored({ status: 'CLOSED' }), closed))).toEqual(['status']);
    });
  });
});
