import type { Certificate, Challenge, ChallengeDetail, Language, Participant } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig } from '@lakbay/platform';
import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { certificateRevoked, notFound } from '../common/errors';
import { seatsTaken, visibleChallenge, weekCounts } from '../common/groups';
import { toCertificate, toChallenge, toChallengeDetail } from '../common/mappers';
import { CertificateRow } from '../entities/certificate.entity';
import { ChallengeRow, WeekRow } from '../entities/challenge.entity';
import { GroupRow, MembershipRow } from '../entities/group.entity';
import { manilaToday } from '../rules/dates';

/** The public side: challenge cards and pages, participants, certificates. */
@Injectable()
export class ChallengesService {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** The cards in the reader's language (issue 29). */
  async list(language?: Language): Promise<Challenge[]> {
    const rows = await this.em.find(ChallengeRow, { status: { $ne: 'DRAFT' } }, { orderBy: { startDate: 'desc', title: 'asc' } });
    const ids = rows.map((r) => r.id);
    const weeks = weekCounts(await this.em.find(WeekRow, { challengeId: { $in: ids } }));
    const taken = await seatsTaken(this.em, ids);
    const today = manilaToday(this.clock.now());
    return rows.map((r) => toChallenge(r, weeks.get(r.id) ?? 0, taken.get(r.id) ?? 0, today, language));
  }

  /** The page in the reader's language (issue 29). */
  async get(challengeId: string, language?: Language): Promise<ChallengeDetail> {
    const row = await visibleChallenge(this.em, challengeId);
    const weeks = await this.em.find(WeekRow, { challengeId }, { orderBy: { number: 'asc' } });
    const taken = await seatsTaken(this.em, [challengeId]);
    return toChallengeDetail(row, weeks, taken.get(challengeId) ?? 0, manilaToday(this.clock.now()), language);
  }

  /** People in the challenge's groups (not rejected ones), minus one group, by name. */
  async participants(challengeId: string, excludeGroupId?: string): Promise<Participant[]> {
    await visibleChallenge(this.em, challengeId);
    const groups = await this.em.find(GroupRow, { challengeId, status: { $ne: 'REJECTED' } }, { fields: ['id'] });
    const ids = groups.map((g) => g.id).filter((id) => id !== excludeGroupId);
    if (ids.length === 0) {
      return [];
    }
    const members = await this.em.find(MembershipRow, { groupId: { $in: ids } }, { orderBy: { name: 'asc', id: 'asc' } });
    return members.map((m) => ({ userId: m.userId, name: m.name }));
  }

  async certificate(code: string): Promise<Certificate> {
    const row = await this.em.findOne(CertificateRow, { code: code.toUpperCase() });
    if (!row) {
      throw notFound('certificate');
    }
    if (row.revokedAt) {
      throw certificateRevoked(row.revokedAt, row.revokedReason ?? '');
    }
    const challenge = await this.em.findOneOrFail(ChallengeRow, { id: row.challengeId });
    const weeks = await this.em.count(WeekRow, { challengeId: row.challengeId });
    return toCertificate(row, challenge, weeks, this.config.http.publicUrl);
  }
}
