import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { DEFAULT_LANGUAGE, DEFAULT_TIME_ZONE, ErrorCode, type LoggedUser } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig, Outbox, afterCommit, inTransaction } from '@lakbay/platform';
import { Inject, Injectable } from '@nestjs/common';
import { CoachAllowlistEntry } from '../entities/coach-allowlist.entity';
import { CoachProfile } from '../entities/coach-profile.entity';
import { SignupRequest } from '../entities/signup-request.entity';
import { User } from '../entities/user.entity';
import { alreadyTaken, badRequest } from '../common/text';
import { UsersError } from '../common/users-error';
import type { SignupCompleteMessage, SignupMessage } from './account-messages.dto';
import { normaliseEmail } from './auth.service';
import { PasswordHasher } from './password-hasher';
import { assertPasswordAllowed } from './password-policy';
import { SessionIssuer } from './session-issuer';
import { hashSessionToken, newSessionToken } from './session-token';
import { signupAttemptMail, signupLinkMail, welcomeMail } from './account-mails';

export const EMAIL_TAKEN = 'An account with this e-mail already exists. Log in instead, or reset your password if you forgot it.';
export const NOT_ON_COACH_LIST =
  'This e-mail is not on the Koach list. Please ask a Lakbay admin to add it to the coach allowlist, or sign up as a Kadet.';
export const SIGNUP_LINK_INVALID = 'This sign-up link is invalid, expired or already used. Please sign up again to get a new one.';
/** How long a sign-up link works. */
export const SIGNUP_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Sign-up in two steps, so that its answer never says whether an e-mail has an account: the form
 * always gets "check your e-mail"; a new address is sent a single-use link that creates the account,
 * an address that has one is told that someone tried to sign up with it.
 */
@Injectable()
export class SignupService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionIssuer,
    private readonly hasher: PasswordHasher,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Records the sign-up and e-mails its link, or e-mails the owner of an existing account. Both
   * paths hash the password and write one outbox row, so neither the answer nor its time differs.
   */
  async request(request: SignupMessage): Promise<{ accepted: true }> {
    this.hasher.assertRoom();
    const email = normaliseEmail(request.email);
    const coach = request.role === 'coach';
    if (coach && !(await this.em.findOne(CoachAllowlistEntry, { email }))) {
      throw new UsersError(ErrorCode.USERS_NOT_ON_COACH_LIST, NOT_ON_COACH_LIST);
    }
    assertPasswordAllowed(request.password);
    // Hashed before the transaction: scrypt is slow, and in standalone mode a transaction holds the
    // database. Hashed for an existing account too, so both answers take as long.
    const passwordHash = await this.hasher.hash(request.password);
    const publicUrl = this.config.http.publicUrl;
    await inTransaction(this.em, async (em) => {
      const owner = await em.findOne(User, { email });
      if (owner) {
        // In the owner's language, not the one chosen on the form.
        await Outbox.record(em, 'mail.send', signupAttemptMail(email, publicUrl, owner.language));
        return;
      }
      const token = newSessionToken();
      em.create(SignupRequest, {
        email,
        role: request.role,
        language: request.language ?? DEFAULT_LANGUAGE,
        timeZone: request.timeZone ?? DEFAULT_TIME_ZONE,
        passwordHash,
        tokenHash: hashSessionToken(token),
        expiresAt: new Date(Date.now() + SIGNUP_TTL_MS),
      });
      await em.flush();
      const link = `${publicUrl}/signup/complete?token=${encodeURIComponent(token)}`;
      await Outbox.record(em, 'mail.send', signupLinkMail(email, coach, link, request.language ?? DEFAULT_LANGUAGE));
    });
    await afterCommit(() => this.outbox.nudge());
    return { accepted: true };
  }

  /**
   * Follows the e-mailed link: creates the account (its e-mail verified, username null: onboarding
   * follows) with its welcome e-mail, and opens a session. The link works once.
   */
  async complete(request: SignupCompleteMessage): Promise<LoggedUser> {
    let user: User;
    try {
      user = await inTransaction(this.em, async (em) => {
        const found = await em.findOne(SignupRequest, { tokenHash: hashSessionToken(request.token) });
        if (!found || found.usedAt || found.expiresAt.getTime() <= Date.now()) {
          throw badRequest(SIGNUP_LINK_INVALID, 'token');
        }
        // Of two requests racing with one link, exactly one marks it used.
        if ((await em.nativeUpdate(SignupRequest, { id: found.id, usedAt: null }, { usedAt: new Date() })) !== 1) {
          throw badRequest(SIGNUP_LINK_INVALID, 'token');
        }
        const coach = found.role === 'coach';
        // New coaches start inactive: an admin activates them (domain.md).
        const created = em.create(User, {
          email: found.email,
          passwordHash: found.passwordHash,
          emailVerified: true,
          isCoach: coach,
          isActive: !coach,
          language: found.language,
          timeZone: found.timeZone,
          onboardingStep: 2,
        });
        await em.flush();
        if (coach) {
          // After the user row exists (the profile's key references it); filled in onboarding step 3.
          em.create(CoachProfile, { userId: created.id });
          await em.flush();
        }
        await Outbox.record(em, 'mail.send', welcomeMail(found.email, coach, this.config.http.publicUrl, found.language));
        return created;
      });
    } catch (err) {
      // The address got an account meanwhile (an earlier link, Google): the unique index says so.
      // Only the mailbox's owner holds the link, so saying it reveals nothing.
      if (err instanceof UniqueConstraintViolationException) {
        throw alreadyTaken(ErrorCode.USERS_EMAIL_TAKEN, EMAIL_TAKEN, 'email');
      }
      throw err;
    }
    await afterCommit(() => this.outbox.nudge());
    return this.sessions.open(user, request);
  }
}
