import type { ApplicationType, ChallengeInput, ChallengeLocks, ChallengeStatus, FieldError } from '@lakbay/contracts';

/** A YYYY-MM-DD that names a day of the calendar (2027-02-30 does not). */
export function isRealDay(date: string): boolean {
  const at = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === date;
}

/**
 * What the DTOs cannot check field by field: real days, their order (deadline on or before the
 * start, week 1 due on or after it, each week due after the one before) and the group sizes
 * (minimum not above maximum). Property paths are those of the HTTP body (weeks.1.dueDate).
 */
export function checkChallengeInput(input: ChallengeInput): FieldError[] {
  const errors: FieldError[] = [];
  const add = (property: string, constraint: string) => errors.push({ property, constraints: [constraint] });
  const days: [string, string, string][] = [
    ['applicationDeadline', 'Enrolment deadline', input.applicationDeadline],
    ['startDate', 'Start date', input.startDate],
  ];
  for (const [property, label, value] of days) {
    if (!isRealDay(value)) {
      add(property, `${label} is not a real date.`);
    }
  }
  if (isRealDay(input.applicationDeadline) && isRealDay(input.startDate) && input.applicationDeadline > input.startDate) {
    add('applicationDeadline', 'The enrolment deadline must be on or before the start date.');
  }
  input.weeks.forEach((week, i) => {
    const property = `weeks.${i}.dueDate`;
    if (!isRealDay(week.dueDate)) {
      add(property, `Week ${i + 1}: the due date is not a real date.`);
      return;
    }
    const before = input.weeks[i - 1];
    if (i === 0 && isRealDay(input.startDate) && week.dueDate < input.startDate) {
      add(property, 'Week 1 must be due on or after the start date.');
    } else if (before && isRealDay(before.dueDate) && week.dueDate <= before.dueDate) {
      add(property, `Week ${i + 1} must be due after week ${i}.`);
    }
  });
  if (input.minGroupSize > input.maxGroupSize) {
    add('minGroupSize', 'The minimum group size must not be more than the maximum.');
  }
  if (!input.applicationTypes.includes('GROUP') && input.maxGroupSize > 1) {
    add('maxGroupSize', 'A challenge that takes no groups has a maximum group size of 1.');
  }
  if (new Set(input.applicationTypes).size !== input.applicationTypes.length) {
    add('applicationTypes', 'Name each kind of application once.');
  }
  return errors;
}

/** What the enrolled groups of a challenge hold it to. */
export interface EnrolledFacts {
  /** People in groups whose application is not rejected. */
  seatsTaken: number;
  /** Those groups: their kind and members. */
  groups: { applicationType: ApplicationType; size: number }[];
  /** Week numbers with at least one hand-in. */
  weeksHandedIn: number[];
}

export interface StoredChallenge {
  status: ChallengeStatus;
  startDate: string;
  weeks: { number: number; dueDate: string }[];
}

/**
 * What an edit may no longer change (ChallengeLocks). A draft has no groups, so nothing is locked;
 * a CLOSED challenge is read-only. With groups enrolled: a week already due, or with hand-ins,
 * stays (their submissions and reviews point at it); a due week keeps its due date (hand-ins were
 * judged on time or late against it); no due date moves before today (it would close a week under
 * the groups' feet); seats, the largest group and the smallest group bound the numbers; the kinds of
 * application in use stay allowed. Once week 1 has opened the start date stays (it is week 1's
 * opening day).
 */
export function locksFor(challenge: StoredChallenge, facts: EnrolledFacts, today: string): ChallengeLocks {
  const enrolled = facts.groups.length > 0;
  const due = challenge.weeks.filter((w) => w.dueDate < today).map((w) => w.number);
  const groupSizes = facts.groups.filter((g) => g.applicationType === 'GROUP').map((g) => g.size);
  return {
    readOnly: challenge.status === 'CLOSED',
    published: challenge.status !== 'DRAFT',
    startDate: challenge.status !== 'DRAFT' && today >= challenge.startDate,
    keptWeeks: [...new Set([...(enrolled ? due : []), ...facts.weeksHandedIn])].sort((a, b) => a - b),
    fixedDueDates: enrolled ? due : [],
    earliestDueDate: enrolled ? today : null,
    minSlots: facts.seatsTaken,
    maxGroupSizeAtLeast: Math.max(1, ...facts.groups.map((g) => g.size)),
    minGroupSizeAtMost: groupSizes.length > 0 ? Math.min(...groupSizes) : null,
    applicationTypes: [...new Set(facts.groups.map((g) => g.applicationType))].sort(),
  };
}

/** Why an edit breaks the locks: one sentence per broken lock, with the body's property. */
export function lockViolations(input: ChallengeInput, stored: StoredChallenge, locks: ChallengeLocks): FieldError[] {
  const errors: FieldError[] = [];
  const add = (property: string, constraint: string) => errors.push({ property, constraints: [constraint] });
  if (locks.readOnly) {
    add('status', 'This challenge has ended: it can no longer be edited.');
    return errors;
  }
  if (locks.startDate && input.startDate !== stored.startDate) {
    add('startDate', `Week 1 has opened: the start date stays ${stored.startDate}.`);
  }
  const lastKept = Math.max(0, ...locks.keptWeeks);
  if (input.weeks.length < lastKept) {
    add('weeks', `Week ${lastKept} is already due or has hand-ins: it cannot be removed.`);
  }
  input.weeks.forEach((week, i) => {
    const number = i + 1;
    const before = stored.weeks.find((w) => w.number === number);
    if (before && week.dueDate === before.dueDate) {
      return;
    }
    if (locks.fixedDueDates.includes(number)) {
      add(`weeks.${i}.dueDate`, `Week ${number} is already due: its due date stays ${before?.dueDate ?? ''}.`);
    } else if (locks.earliestDueDate && week.dueDate < locks.earliestDueDate) {
      add(`weeks.${i}.dueDate`, `Week ${number} cannot be moved to a day that has passed: groups are enrolled.`);
    }
  });
  if (input.slots < locks.minSlots) {
    add('slots', `${locks.minSlots} seats are taken: seats cannot go below that.`);
  }
  if (input.maxGroupSize < locks.maxGroupSizeAtLeast) {
    add('maxGroupSize', `An enrolled group has ${locks.maxGroupSizeAtLeast} members: the maximum group size cannot go below that.`);
  }
  if (locks.minGroupSizeAtMost !== null && input.minGroupSize > locks.minGroupSizeAtMost) {
    add('minGroupSize', `An enrolled group has ${locks.minGroupSizeAtMost} members: the minimum group size cannot go above that.`);
  }
  for (const type of locks.applicationTypes) {
    if (!input.applicationTypes.includes(type)) {
      add('applicationTypes', `Enrolled groups applied as ${type}: it stays allowed.`);
    }
  }
  return errors;
}
