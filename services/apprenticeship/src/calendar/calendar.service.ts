import { APP_CONFIG, type AppConfig, Outbox, afterCommit, inTransaction } from '@lakbay/platform';
import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { ChallengeRow, WeekRow } from '../entities/challenge.entity';
import { GroupRow, MembershipRow } from '../entities/group.entity';
import { SubmissionRow } from '../entities/submission.entity';
import { reminderDay, weekOpensOn } from '../rules/calendar';
import { manilaToday } from '../rules/dates';
import { latestByWeek } from '../rules/progress';
import { weekDueMail, weekOpenedMail } from '../mails/mails';

export interface CalendarRun {
  running: number;
  closed: number;
  opened: number;
  reminded: number;
}

type Notice = 'opened' | 'due';

/**
 * Moves published challenges along their dates and tells members when a week opens and the day
 * before it is due. Every step is settled by the database, so replicas can run it at once: a status
 * moves with a conditional UPDATE (WHERE status = the one before), and a notice is sent by the
 * replica whose UPDATE ... WHERE opened_notice_at IS NULL claims the week, in the transaction that
 * records the e-mails in the outbox (once each, even when the job is retried).
 */
@Injectable()
export class CalendarService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async advance(): Promise<CalendarRun> {
    const now = this.clock.now();
    const today = manilaToday(now);
    const em = this.em.fork();
    const closed = await em.nativeUpdate(
      ChallengeRow,
      { status: { $in: ['OPEN', 'RUNNING'] }, endDate: { $lt: today } },
      { status: 'CLOSED' },
    );
    const running = await em.nativeUpdate(ChallengeRow, { status: 'OPEN', startDate: { $lte: today } }, { status: 'RUNNING' });
    const challenges = await em.find(ChallengeRow, { status: 'RUNNING' });
    let opened = 0;
    let reminded = 0;
    for (const challenge of challenges) {
      const weeks = await em.find(WeekRow, { challengeId: challenge.id }, { orderBy: { number: 'asc' } });
      for (const week of weeks) {
        const opensOn = weekOpensOn(challenge.startDate, weeks, week.number);
        // A week already past its due date when the job first sees it is not announced any more.
        if (!week.openedNoticeAt && opensOn <= today && today <= week.dueDate && (await this.notify(challenge, week, 'opened', now))) {
          opened++;
        }
        if (
          !week.dueNoticeAt &&
          reminderDay(week.dueDate) <= today &&
          today <= week.dueDate &&
          (await this.notify(challenge, week, 'due', now))
        ) {
          reminded++;
        }
      }
    }
    if (opened + reminded > 0) {
      await afterCommit(() => this.outbox.nudge());
    }
    return { running, closed, opened, reminded };
  }

  /** Claims the week's notice and records its e-mails in one transaction; false when another run claimed it first. */
  private notify(challenge: ChallengeRow, week: WeekRow, notice: Notice, now: Date): Promise<boolean> {
    return inTransaction(
      this.em.fork(),
      async (tx) => {
        const field = notice === 'opened' ? 'openedNoticeAt' : 'dueNoticeAt';
        const claimed = await tx.nativeUpdate(WeekRow, { id: week.id, [field]: null }, { [field]: now });
        if (claimed !== 1) {
          return false;
        }
        const groups = await tx.find(GroupRow, { challengeId: challenge.id, status: 'APPROVED', completedAt: null }, { fields: ['id'] });
        const ids = await this.groupsToTell(
          tx,
          groups.map((g) => g.id),
          week,
          notice,
        );
        const members = ids.length === 0 ? [] : await tx.find(MembershipRow, { groupId: { $in: ids } }, { orderBy: { joinedAt: 'asc' } });
        const link = (tab: string) => `${this.config.http.publicUrl}/virtual-apprenticeship/${challenge.id}/${tab}`;
        for (const m of members) {
          await Outbox.record(
            tx,
            'mail.send',
            notice === 'opened'
              ? weekOpenedMail(m, challenge, week, link(`week/${week.number}`))
              : weekDueMail(m, challenge, week, link('todos')),
          );
        }
        return true;
      },
      { name: `apprenticeship.calendar.${notice}` },
    );
  }

  /** Every approved group hears that a week opened; the reminder goes to those who still have it to hand in. */
  private async groupsToTell(tx: EntityManager, groupIds: string[], week: WeekRow, notice: Notice): Promise<string[]> {
    if (notice === 'opened' || groupIds.length === 0) {
      return groupIds;
    }
    const submissions = await tx.find(SubmissionRow, { groupId: { $in: groupIds }, weekId: week.id });
    return groupIds.filter((id) => {
      const last = latestByWeek(submissions.filter((s) => s.groupId === id)).get(week.id);
      return !last || last.reviewStatus === 'NEEDS_UPDATE';
    });
  }
}
