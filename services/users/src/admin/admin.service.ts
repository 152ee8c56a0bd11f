import { EntityManager } from '@mikro-orm/core';
import {
  ADMIN_MESSAGES,
  type AdminMessage,
  type AdminUserListItem,
  type AllowlistEntry,
  type AuditLogPage,
  type AuditRecordRequest,
  type LoggedUser,
} from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig, assertSignedActor, currentCall, inTransaction } from '@lakbay/platform';
import { Inject, Injectable } from '@nestjs/common';
import { normaliseEmail } from '../auth/auth.service';
import { SessionIssuer } from '../auth/session-issuer';
import { toSessionUser } from '../auth/user.mapper';
import { CoachFeed, recordCoachChange } from '../coaches/coach-feed';
import { AuditLog } from '../entities/audit-log.entity';
import { CoachAllowlistEntry } from '../entities/coach-allowlist.entity';
import { CoachProfile } from '../entities/coach-profile.entity';
import { User } from '../entities/user.entity';
import { badRequest, conflict, escapeLike, forbidden, notFound } from '../common/text';
import { fullName } from '../profile/profile-views';
import { type Actor, uniqueSlug } from '../profile/profile.service';
import { coachSlug } from '../common/text';

const EMULATION_TTL_MS = 8 * 60 * 60 * 1000;
export const NO_SUCH_USERNAME = 'There is no user with this username.';

/** Admin tools (spec sections 2, 7, 8): find users, coach activation and promotion, allowlist, audit log, emulation. */
@Injectable()
export class AdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly feed: CoachFeed,
    private readonly sessions: SessionIssuer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Users whose username starts with the text (any case), the exact match first; newest 50 without text. */
  async list(username?: string): Promise<AdminUserListItem[]> {
    const text = username?.trim();
    const users = text
      ? await this.em.find(User, { username: { $ilike: `${escapeLike(text)}%` } }, { orderBy: { username: 'asc' }, limit: 50 })
      : await this.em.find(User, {}, { orderBy: { createdAt: 'desc' }, limit: 50 });
    const exact = text?.toLowerCase();
    users.sort((a, b) => Number(b.username?.toLowerCase() === exact) - Number(a.username?.toLowerCase() === exact));
    return users.map((u) => ({
      id: u.id,
      username: u.username ?? null,
      email: u.email,
      isCoach: u.isCoach,
      isAdmin: u.isAdmin,
      isActive: u.isActive,
      firebaseAuthId: u.id,
    }));
  }

  async updateCoachIsActive(actor: Actor, username: string, isActive: boolean): Promise<AdminMessage> {
    const seq = await inTransaction(this.em, async (em) => {
      await this.assertAdmin(em, actor);
      const user = await this.byUsername(em, username);
      if (!user.isCoach) {
        throw conflict('This user is not a Koach. Make them a Koach first.');
      }
      const previous = user.isActive;
      user.isActive = isActive;
      audit(em, actor, 'admin.updateCoachIsActive', { userId: user.id, username: user.username, isActive, previous });
      await em.flush();
      return (await recordCoachChange(em, user, await em.findOne(CoachProfile, { userId: user.id }))).seq;
    });
    await this.feed.nudge(seq);
    return { message: ADMIN_MESSAGES.isActive };
  }

  /**
   * Promotes a Kadet to Koach (isCoach true) or back. A promoted coach gets a coach profile from
   * their names and starts inactive, like every new coach, until an admin activates them.
   */
  async updateKadetToCoach(actor: Actor, username: string, isCoach: boolean): Promise<AdminMessage> {
    const seq = await inTransaction(this.em, async (em) => {
      await this.assertAdmin(em, actor);
      const user = await this.byUsername(em, username);
      const previous = user.isCoach;
      let coach = await em.findOne(CoachProfile, { userId: user.id });
      if (isCoach && !previous) {
        user.isCoach = true;
        user.isActive = false;
        if (!coach) {
          const displayName = fullName(user) ?? user.username ?? null;
          coach = em.create(CoachProfile, {
            userId: user.id,
            displayName,
            slug: displayName ? await uniqueSlug(em, coachSlug(displayName)) : null,
          });
        }
      } else if (!isCoach && previous) {
        user.isCoach = false;
        user.isActive = true;
      }
      audit(em, actor, 'admin.updateKadetToCoach', { userId: user.id, username: user.username, isCoach, previous });
      await em.flush();
      return previous === isCoach ? null : (await recordCoachChange(em, user, coach)).seq;
    });
    if (seq !== null) {
      await this.feed.nudge(seq);
    }
    return { message: ADMIN_MESSAGES.isCoach };
  }

  /** Adds an e-mail to the coach allowlist; adding one already there changes nothing. */
  async addToAllowlist(actor: Actor, email: string): Promise<AdminMessage> {
    await inTransaction(this.em, async (em) => {
      await this.assertAdmin(em, actor);
      const normalised = normaliseEmail(email);
      if (!(await em.findOne(CoachAllowlistEntry, { email: normalised }))) {
        em.create(CoachAllowlistEntry, { email: normalised, addedBy: actor.actorId });
        audit(em, actor, 'admin.addEmailToCoachAllowlist', { email: normalised });
        await em.flush();
      }
    });
    return { message: ADMIN_MESSAGES.allowlist };
  }

  async allowlist(): Promise<AllowlistEntry[]> {
    const entries = await this.em.find(CoachAllowlistEntry, {}, { orderBy: { createdAt: 'desc' } });
    return entries.map((e) => ({ email: e.email, addedAt: e.createdAt.toISOString() }));
  }

  async removeFromAllowlist(actor: Actor, email: string): Promise<AdminMessage> {
    await inTransaction(this.em, async (em) => {
      await this.assertAdmin(em, actor);
      const entry = await em.findOne(CoachAllowlistEntry, { email: normaliseEmail(email) });
      if (!entry) {
        throw notFound('This e-mail is not on the coach allowlist.');
      }
      em.remove(entry);
      audit(em, actor, 'admin.removeEmailFromCoachAllowlist', { email: entry.email });
      await em.flush();
    });
    return { message: 'Removed the email from the allowlist' };
  }

  /**
   * An audit entry the BFF writes for an admin's action elsewhere (an emulated write, an avatar
   * change): it must name the admin and the emulated user of the actor the BFF signed for the call.
   */
  async record(request: AuditRecordRequest): Promise<{ id: string }> {
    const actor = currentCall()?.actor;
    const emulated = actor?.realAdminId ? actor.userId : null;
    if (!actor || (actor.realAdminId ?? actor.userId) !== request.actorId || (request.emulatedUserId ?? null) !== emulated) {
      throw forbidden('Only the signed actor can be recorded.');
    }
    const entry = this.em.create(AuditLog, {
      actorId: request.actorId,
      emulatedUserId: request.emulatedUserId ?? null,
      action: request.action,
      method: request.method ?? null,
      path: request.path ?? null,
      details: request.details ?? {},
    });
    await this.em.flush();
    return { id: entry.id };
  }

  /** Newest first. */
  async auditLog(page: number, pageSize: number): Promise<AuditLogPage> {
    const [rows, total] = await this.em.findAndCount(
      AuditLog,
      {},
      { orderBy: { at: 'desc', id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize },
    );
    const ids = [...new Set(rows.flatMap((r) => [r.actorId, r.emulatedUserId].filter((id): id is string => Boolean(id))))];
    const people = new Map((ids.length ? await this.em.find(User, { id: { $in: ids } }) : []).map((u) => [u.id, u]));
    const person = (id: string) => {
      const u = people.get(id);
      return { id, username: u?.username ?? null, email: u?.email ?? '(deleted user)' };
    };
    return {
      items: rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        actor: person(r.actorId),
        emulatedUser: r.emulatedUserId ? person(r.emulatedUserId) : null,
        action: r.action,
        method: r.method ?? null,
        path: r.path ?? null,
        details: r.details,
      })),
      page,
      pageSize,
      total,
    };
  }

  /** The logged-user view of the emulated user; the session token stays the admin's own. Audited. */
  async emulationStart(adminId: string, userId: string): Promise<Omit<LoggedUser, 'sessionCookie'>> {
    return inTransaction(this.em, async (em) => {
      const admin = await this.assertAdmin(em, { actorId: adminId });
      if (adminId === userId) {
        throw badRequest('You cannot emulate yourself.');
      }
      const user = await em.findOne(User, { id: userId });
      if (!user) {
        throw notFound('There is no user with this id.');
      }
      audit(em, { actorId: adminId, emulatedUserId: user.id }, 'emulation.start', { userId: user.id, username: user.username });
      await em.flush();
      const publicUrl = this.config.http.publicUrl;
      return {
        ...toSessionUser(user, publicUrl),
        idToken: await this.sessions.idToken(user, new Date(Date.now() + EMULATION_TTL_MS), { emulatedBy: admin.id }),
        isEmulationSession: true,
        originalUser: toSessionUser(admin, publicUrl),
      };
    });
  }

  /**
   * The admin named in the message must be the actor the BFF signed for this call (see
   * CallContextInterceptor, which already refused non-admin actors), and still an admin here.
   */
  private async assertAdmin(em: EntityManager, actor: Actor): Promise<User> {
    assertSignedActor(actor.actorId);
    const admin = await em.findOne(User, { id: actor.actorId });
    if (!admin?.isAdmin) {
      throw forbidden('Only admins can do this.');
    }
    return admin;
  }

  private async byUsername(em: EntityManager, username: string): Promise<User> {
    const user = await em.findOne(User, { username: { $ilike: escapeLike(username.trim()) } });
    if (!user) {
      throw notFound(NO_SUCH_USERNAME);
    }
    return user;
  }
}

function audit(em: EntityManager, actor: Actor, action: string, details: Record<string, unknown>): void {
  em.create(AuditLog, { actorId: actor.actorId, emulatedUserId: actor.emulatedUserId ?? null, action, details });
}
