import { EntityManager } from '@mikro-orm/core';
import {
  type ConsentRecord,
  DEFAULT_TIME_ZONE,
  PRIVACY_DELETE_LINK_TTL_HOURS,
  PRIVACY_EXPORT_TTL_HOURS,
  type PrivacyEraseJob,
  type PrivacyExportPart,
  type PrivacyOverview,
  privacyDeletionLink,
} from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig, Outbox, afterCommit, inTransaction } from '@lakbay/platform';
import { Inject, Injectable } from '@nestjs/common';
import { CoachFeed, recordCoachChange } from '../coaches/coach-feed';
import { badRequest, notFound } from '../common/text';
import { AuditLog } from '../entities/audit-log.entity';
import { CoachProfile } from '../entities/coach-profile.entity';
import { DataExport } from '../entities/data-export.entity';
import { OneTimeToken } from '../entities/one-time-token.entity';
import { Session } from '../entities/session.entity';
import { SignupRequest } from '../entities/signup-request.entity';
import { User } from '../entities/user.entity';
import { OneTimeTokens } from '../auth/one-time-tokens';
import { PasswordHasher } from '../auth/password-hasher';
import { SessionIssuer } from '../auth/session-issuer';
import { hashSessionToken } from '../auth/session-token';
import { toCoachView, toProfile } from '../profile/profile-views';
import { accountDeletedMail, confirmDeletionMail, exportReadyMail } from './privacy-mails';

export const PASSWORD_NEEDED = 'Please type your current password to delete your account.';
export const WRONG_PASSWORD = 'That is not your current password. Nothing was deleted.';
export const DELETION_LINK_INVALID =
  'This deletion link is invalid, expired or already used. Please ask for a new one on your privacy page.';
export const EXPORT_LINK_INVALID =
  'This download link is invalid or has expired. Please ask for a new copy of your data on your privacy page.';
export const NO_ACCOUNT = 'There is no account with this id.';

/** The address a deleted account keeps: unique, never deliverable (.invalid, RFC 2606), and no one's. */
export function deletedEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

/** The consents the platform records for an account, oldest first. */
export function consentsOf(user: Pick<User, 'dataPrivacyConsentAt'>): ConsentRecord[] {
  return user.dataPrivacyConsentAt ? [{ kind: 'DATA_PRIVACY', givenAt: user.dataPrivacyConsentAt.toISOString() }] : [];
}

/**
 * Clears every personal field of an account and closes it: nobody can log in to it (no password,
 * no Google link, an address no one has), and it drops out of coach lists and search.
 */
export function anonymise(user: User, now: Date): void {
  user.email = deletedEmail(user.id);
  user.passwordHash = null;
  user.googleSub = null;
  user.username = null;
  user.firstName = null;
  user.lastName = null;
  user.avatarUrl = null;
  user.avatarFile = null;
  user.province = null;
  user.city = null;
  user.school = null;
  user.degree = null;
  user.yearLevel = null;
  user.studentStatus = null;
  user.jobSearchStage = null;
  user.careerInterests = [];
  user.interestScores = null;
  user.interestCode = null;
  user.interestTakenAt = null;
  user.bio = null;
  // Where someone lives says something about them: back to the default.
  user.timeZone = DEFAULT_TIME_ZONE;
  user.emailVerified = false;
  user.isActive = false;
  user.isAdmin = false;
  user.onboardingStep = null;
  user.deletedAt = now;
}

/**
 * In the caller's transaction: clears the account, drops its sessions, tokens, exports, coach
 * profile and pending sign-ups, clears the details of audit entries written as them, and records the
 * job that has every other service erase its part (bookings cancelled with the other side told,
 * applications withdrawn, ...), with the goodbye e-mail unless told not to. The one erasure path:
 * the privacy page and `db.js demo:remove` both take it. Answers the coach feed's sequence number
 * when a coach profile went (search forgets the coach), else null.
 */
export async function eraseAccount(em: EntityManager, user: User, options: { goodbyeMail: boolean }): Promise<number | null> {
  const userId = user.id;
  const email = user.email;
  const language = user.language;
  const exports = await em.find(DataExport, { userId });
  const files = [user.avatarFile, ...exports.map((e) => e.file)].filter((f): f is string => Boolean(f));
  const wasCoach = user.isCoach;
  anonymise(user, new Date());
  await em.flush();
  await em.nativeDelete(Session, { user: userId });
  await em.nativeDelete(OneTimeToken, { userId });
  await em.nativeDelete(DataExport, { userId });
  await em.nativeDelete(SignupRequest, { email });
  await em.nativeUpdate(AuditLog, { emulatedUserId: userId }, { details: {} });
  let seq: number | null = null;
  if (wasCoach) {
    await em.nativeDelete(CoachProfile, { userId });
    seq = (await recordCoachChange(em, user, null)).seq;
  }
  const job: PrivacyEraseJob = { userId, email, files };
  await Outbox.record(em, 'users.privacy.erase', job);
  if (options.goodbyeMail) {
    await Outbox.record(em, 'mail.send', accountDeletedMail(email, language));
  }
  return seq;
}

/** Data privacy self-service (RA 10173) in the users service: consents, exports, account deletion. */
@Injectable()
export class PrivacyService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: OneTimeTokens,
    private readonly sessions: SessionIssuer,
    private readonly hasher: PasswordHasher,
    private readonly outbox: Outbox,
    private readonly feed: CoachFeed,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async overview(userId: string): Promise<PrivacyOverview> {
    const user = await this.account(this.em, userId);
    const last = await this.em.findOne(DataExport, { userId }, { orderBy: { requestedAt: 'desc' } });
    return {
      consents: consentsOf(user),
      hasPassword: Boolean(user.passwordHash),
      lastExport: last
        ? {
            requestedAt: last.requestedAt.toISOString(),
            readyAt: last.readyAt?.toISOString() ?? null,
            expiresAt: last.expiresAt?.toISOString() ?? null,
          }
        : null,
    };
  }

  /** Records the request and its job in one transaction: the job builds the archive and e-mails the link. */
  async requestExport(userId: string): Promise<{ accepted: true }> {
    await inTransaction(this.em, async (em) => {
      await this.account(em, userId);
      const request = em.create(DataExport, { userId });
      await em.flush();
      await Outbox.record(em, 'users.privacy.export', { exportId: request.id });
    });
    await afterCommit(() => this.outbox.nudge());
    return { accepted: true };
  }

  /**
   * The archive behind a download link, while the link works, for its owner only: a forwarded
   * link is worth nothing to whoever holds it (another account is answered as for an unknown link).
   */
  async download(token: string, userId: string): Promise<{ file: string; fileName: string }> {
    const found = await this.em.findOne(DataExport, { tokenHash: hashSessionToken(token) });
    if (!found?.file || found.userId !== userId || !found.expiresAt || found.expiresAt.getTime() <= Date.now()) {
      throw notFound(EXPORT_LINK_INVALID);
    }
    return { file: found.file, fileName: `lakbay-data-${found.requestedAt.toISOString().slice(0, 10)}.zip` };
  }

  /** Users' own part of an export: the account, profile, coach profile, consents, sessions, audit entries, exports. */
  async exportPart(userId: string): Promise<(PrivacyExportPart & { email: string }) | null> {
    const em = this.em.fork();
    const user = await em.findOne(User, { id: userId, deletedAt: null });
    if (!user) {
      return null;
    }
    const coach = await em.findOne(CoachProfile, { userId });
    const sessions = await em.find(Session, { user: userId }, { orderBy: { createdAt: 'asc' } });
    const audit = await em.find(AuditLog, { $or: [{ actorId: userId }, { emulatedUserId: userId }] }, { orderBy: { at: 'asc' } });
    const exports = await em.find(DataExport, { userId }, { orderBy: { requestedAt: 'asc' } });
    const profile = toProfile(user, coach, this.config.http.publicUrl);
    return {
      email: user.email,
      data: {
        account: {
          id: user.id,
          email: user.email,
          emailVerified: user.emailVerified,
          username: user.username ?? null,
          roles: { kadet: !user.isCoach, coach: user.isCoach, admin: user.isAdmin },
          isActive: user.isActive,
          signsInWithPassword: Boolean(user.passwordHash),
          signsInWithGoogle: Boolean(user.googleSub),
          createdAt: user.createdAt.toISOString(),
        },
        profile,
        coachProfile: user.isCoach ? toCoachView(coach, user) : null,
        consents: consentsOf(user),
        sessions: sessions.map((s) => ({
          createdAt: s.createdAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
          revokedAt: s.revokedAt?.toISOString() ?? null,
          ip: s.ip ?? null,
          userAgent: s.userAgent ?? null,
        })),
        auditLog: audit.map((a) => ({
          at: a.at.toISOString(),
          action: a.action,
          byYou: a.actorId === userId,
          asYouByAnAdmin: a.emulatedUserId === userId && a.actorId !== userId,
          method: a.method ?? null,
          path: a.path ?? null,
          details: a.details,
        })),
        dataExports: exports.map((e) => ({ requestedAt: e.requestedAt.toISOString(), readyAt: e.readyAt?.toISOString() ?? null })),
      },
      files: user.avatarFile ? [{ storedName: user.avatarFile, name: `avatar.${user.avatarFile.split('.').pop() ?? 'img'}` }] : [],
    };
  }

  /** Stores the finished archive and its link's hash, and e-mails the link, once: false when it was done already. */
  async exportReady(exportId: string, file: string, token: string): Promise<boolean> {
    const done = await inTransaction(this.em, async (em) => {
      const request = await em.findOne(DataExport, { id: exportId });
      const user = request && (await em.findOne(User, { id: request.userId, deletedAt: null }));
      if (!request || !user) {
        return false;
      }
      const expiresAt = new Date(Date.now() + PRIVACY_EXPORT_TTL_HOURS * 3600_000);
      const won = await em.nativeUpdate(
        DataExport,
        { id: exportId, readyAt: null },
        { file, tokenHash: hashSessionToken(token), readyAt: new Date(), expiresAt },
      );
      if (won !== 1) {
        return false;
      }
      // The privacy page, which downloads it with the owner's session (the link alone opens nothing).
      const link = `${this.config.http.publicUrl}/my/privacy?export=${encodeURIComponent(token)}`;
      await Outbox.record(em, 'mail.send', exportReadyMail(user.email, link, user.language));
      return true;
    });
    if (done) {
      this.outbox.nudge();
    }
    return done;
  }

  /** Whether the export still waits for its archive (false once made, or when it or its account is gone). */
  async exportPending(exportId: string): Promise<{ userId: string } | null> {
    const request = await this.em.fork().findOne(DataExport, { id: exportId });
    return request && !request.readyAt ? { userId: request.userId } : null;
  }

  /**
   * Deletes the account when the password is right; an account without a password gets a link by
   * e-mail instead. A wrong password changes nothing.
   */
  async deleteAccount(userId: string, password: string | undefined): Promise<{ status: 'DELETED' | 'LINK_SENT' }> {
    const user = await this.account(this.em, userId);
    if (!user.passwordHash) {
      await inTransaction(this.em, async (em) => {
        const token = await this.tokens.issue(user.id, 'ACCOUNT_DELETION', PRIVACY_DELETE_LINK_TTL_HOURS * 3600_000);
        const link = privacyDeletionLink(this.config.http.publicUrl, token);
        await Outbox.record(em, 'mail.send', confirmDeletionMail(user.email, link, user.language));
      });
      await afterCommit(() => this.outbox.nudge());
      return { status: 'LINK_SENT' };
    }
    if (!password) {
      throw badRequest(PASSWORD_NEEDED, 'password');
    }
    this.hasher.assertRoom();
    if (!(await this.hasher.verify(password, user.passwordHash))) {
      throw badRequest(WRONG_PASSWORD, 'password');
    }
    const seq = await inTransaction(this.em, async (em) => this.erase(em, userId));
    await this.afterErase(seq);
    return { status: 'DELETED' };
  }

  async confirmDeletion(token: string): Promise<{ status: 'DELETED' }> {
    const seq = await inTransaction(this.em, async (em) => {
      const found = await this.tokens.find(em, token, 'ACCOUNT_DELETION');
      if (!found || !(await this.tokens.use(em, found, true))) {
        throw badRequest(DELETION_LINK_INVALID, 'token');
      }
      return this.erase(em, found.userId);
    });
    await this.afterErase(seq);
    return { status: 'DELETED' };
  }

  private async afterErase(seq: number | null): Promise<void> {
    await afterCommit(() => this.outbox.nudge());
    if (seq !== null) {
      await this.feed.nudge(seq);
    }
  }

  /** In the caller's transaction: ends the account's sessions (BFF caches told after the commit), then erases it. */
  private async erase(em: EntityManager, userId: string): Promise<number | null> {
    const user = await this.account(em, userId);
    await this.sessions.revokeAll(userId, em);
    return eraseAccount(em, user, { goodbyeMail: true });
  }

  private async account(em: EntityManager, userId: string): Promise<User> {
    const user = await em.findOne(User, { id: userId, deletedAt: null });
    if (!user) {
      throw notFound(NO_ACCOUNT);
    }
    return user;
  }
}
