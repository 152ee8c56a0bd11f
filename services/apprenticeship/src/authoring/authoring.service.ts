import { randomBytes } from 'node:crypto';
import type { AdminChallenge, AdminChallengeSummary, ChallengeInput } from '@lakbay/contracts';
import { inTransaction, storedFil } from '@lakbay/platform';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { challengeLocked, conflict, invalid, invalidFields, notFound } from '../common/errors';
import { lockChallenge, seatsTaken, weekCounts } from '../common/groups';
import { toChallenge, toChallengeDetail } from '../common/mappers';
import { ChallengeRow, WeekRow } from '../entities/challenge.entity';
import { GroupRow, MembershipRow } from '../entities/group.entity';
import { SubmissionRow } from '../entities/submission.entity';
import { type EnrolledFacts, checkChallengeInput, lockViolations, locksFor } from '../rules/authoring';
import { statusOn } from '../rules/calendar';
import { manilaToday } from '../rules/dates';

/**
 * Admins write challenges: a new one is a DRAFT (seen by admins only), publishing makes it OPEN
 * (or RUNNING from its start date) for the calendar to move on. An edit replaces the challenge's
 * fields and weeks (week N of the body is week N of the challenge: submissions point at weeks) under
 * the challenge's row lock, the lock enrolments take too, so the groups it is checked against are
 * the groups there are.
 */
@Injectable()
export class AuthoringService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<AdminChallengeSummary[]> {
    // this.em, never a fork: a keyed write's handler runs inside the idempotency transaction, which this.em joins.
    const em = this.em;
    const rows = await em.find(ChallengeRow, {}, { orderBy: { startDate: 'desc', title: 'asc' } });
    const ids = rows.map((r) => r.id);
    const weeks = weekCounts(await em.find(WeekRow, { challengeId: { $in: ids } }));
    const taken = await seatsTaken(em, ids);
    const groups = await em.find(GroupRow, { challengeId: { $in: ids }, status: { $ne: 'REJECTED' } }, { fields: ['id', 'challengeId'] });
    const today = manilaToday(this.clock.now());
    return rows.map((r) => ({
      ...toChallenge(r, weeks.get(r.id) ?? 0, taken.get(r.id) ?? 0, today),
      groups: groups.filter((g) => g.challengeId === r.id).length,
      publishedAt: r.publishedAt?.toISOString() ?? null,
    }));
  }

  get(challengeId: string): Promise<AdminChallenge> {
    return this.view(this.em, challengeId);
  }

  async create(input: ChallengeInput): Promise<AdminChallenge> {
    this.check(input);
    const id = await inTransaction(
      this.em,
      async (tx) => {
        const row = tx.create(ChallengeRow, {
          slug: slugOf(input.title),
          status: 'DRAFT',
          createdAt: this.clock.now(),
          ...challengeFields(input),
        });
        await tx.flush();
        await writeWeeks(tx, row.id, input, []);
        return row.id;
      },
      { name: 'apprenticeship.admin.challenges.create' },
    );
    return this.get(id);
  }

  async update(challengeId: string, input: ChallengeInput): Promise<AdminChallenge> {
    this.check(input);
    const today = manilaToday(this.clock.now());
    await inTransaction(
      this.em,
      async (tx) => {
        const row = await lockChallenge(tx, challengeId);
        const weeks = await tx.find(WeekRow, { challengeId }, { orderBy: { number: 'asc' } });
        const stored = { status: row.status, startDate: row.startDate, weeks };
        const violations = lockViolations(input, stored, locksFor(stored, await enrolledFacts(tx, challengeId), today));
        if (violations.length > 0) {
          throw challengeLocked(violations);
        }
        tx.assign(row, challengeFields(input));
        await writeWeeks(tx, challengeId, input, weeks);
      },
      { name: 'apprenticeship.admin.challenges.update' },
    );
    return this.get(challengeId);
  }

  async publish(challengeId: string): Promise<AdminChallenge> {
    const now = this.clock.now();
    const today = manilaToday(now);
    await inTransaction(
      this.em,
      async (tx) => {
        const row = await lockChallenge(tx, challengeId);
        if (row.status !== 'DRAFT') {
          throw conflict('This challenge is already published.');
        }
        if (row.applicationDeadline < today) {
          throw invalid('applicationDeadline', 'The enrolment deadline has passed: move it to today or later, then publish.');
        }
        row.status = statusOn({ startDate: row.startDate, endDate: row.endDate, status: 'OPEN' }, today);
        row.publishedAt = now;
      },
      { name: 'apprenticeship.admin.challenges.publish' },
    );
    return this.get(challengeId);
  }

  private check(input: ChallengeInput): void {
    const errors = checkChallengeInput(input);
    if (errors.length > 0) {
      throw invalidFields(errors);
    }
  }

  private async view(em: EntityManager, challengeId: string): Promise<AdminChallenge> {
    const row = await em.findOne(ChallengeRow, { id: challengeId });
    if (!row) {
      throw notFound('challenge');
    }
    const weeks = await em.find(WeekRow, { challengeId }, { orderBy: { number: 'asc' } });
    const facts = await enrolledFacts(em, challengeId);
    const today = manilaToday(this.clock.now());
    return {
      challenge: toChallengeDetail(row, weeks, facts.seatsTaken, today),
      input: {
        title: row.title,
        partnerName: row.partnerName,
        partnerLogoUrl: row.partnerLogoUrl ?? null,
        partnerWebsite: row.partnerWebsite ?? null,
        category: row.category,
        summary: row.summary,
        description: row.description,
        fil: row.fil ?? null,
        coverImageUrl: row.coverImageUrl ?? null,
        applicationDeadline: row.applicationDeadline,
        startDate: row.startDate,
        slots: row.slots,
        applicationTypes: row.applicationTypes,
        minGroupSize: row.minGroupSize,
        maxGroupSize: row.maxGroupSize,
        lateDays: row.lateDays,
        weeks: weeks.map((w) => ({
          title: w.title,
          brief: w.brief,
          tasks: w.tasks,
          deliverable: w.deliverable,
          fil: w.fil ?? null,
          resources: w.resources,
          dueDate: w.dueDate,
        })),
      },
      locks: locksFor({ status: row.status, startDate: row.startDate, weeks }, facts, today),
      groups: facts.groups.length,
      createdAt: row.createdAt.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
    };
  }
}

function challengeFields(input: ChallengeInput) {
  return {
    title: input.title,
    partnerName: input.partnerName,
    partnerLogoUrl: input.partnerLogoUrl,
    partnerWebsite: input.partnerWebsite,
    category: input.category,
    summary: input.summary,
    description: input.description,
    // PUT replaces the challenge whole: a Filipino version left out is removed.
    fil: storedFil(input.fil),
    coverImageUrl: input.coverImageUrl,
    applicationDeadline: input.applicationDeadline,
    startDate: input.startDate,
    // The challenge ends with its last week (the DTO requires at least one).
    endDate: input.weeks[input.weeks.length - 1]?.dueDate ?? input.startDate,
    slots: input.slots,
    applicationTypes: [...input.applicationTypes].sort(),
    minGroupSize: input.minGroupSize,
    maxGroupSize: input.maxGroupSize,
    lateDays: input.lateDays,
  };
}

/** Week N of the input becomes week N: updated in place (keeping its id), added, or removed past the last. */
async function writeWeeks(tx: EntityManager, challengeId: string, input: ChallengeInput, stored: WeekRow[]): Promise<void> {
  input.weeks.forEach((week, i) => {
    const fields = {
      title: week.title,
      brief: week.brief,
      tasks: week.tasks,
      deliverable: week.deliverable,
      fil: storedFil(week.fil),
      resources: week.resources,
      dueDate: week.dueDate,
    };
    const row = stored.find((w) => w.number === i + 1);
    if (!row) {
      tx.create(WeekRow, { challengeId, number: i + 1, ...fields });
      return;
    }
    if (row.dueDate !== week.dueDate) {
      // A moved due date gets its own reminder.
      row.dueNoticeAt = null;
    }
    tx.assign(row, fields);
  });
  for (const row of stored.filter((w) => w.number > input.weeks.length)) {
    tx.remove(row);
  }
  await tx.flush();
}

/** The groups (not rejected) with their sizes, the seats they take and the weeks with hand-ins. */
async function enrolledFacts(em: EntityManager, challengeId: string): Promise<EnrolledFacts> {
  const groups = await em.find(GroupRow, { challengeId, status: { $ne: 'REJECTED' } }, { fields: ['id', 'applicationType'] });
  const members = await em.find(MembershipRow, { challengeId }, { fields: ['groupId'] });
  const submissions = await em.find(SubmissionRow, { challengeId }, { fields: ['weekNumber'] });
  const sized = groups.map((g) => ({ applicationType: g.applicationType, size: members.filter((m) => m.groupId === g.id).length }));
  return {
    seatsTaken: sized.reduce((sum, g) => sum + g.size, 0),
    groups: sized,
    weeksHandedIn: [...new Set(submissions.map((s) => s.weekNumber))],
  };
}

function slugOf(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'challenge'}-${randomBytes(3).toString('hex')}`;
}
