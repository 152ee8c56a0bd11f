import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { LoggedUser } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig, Outbox, afterCommit, inTransaction } from '@lakbay/platform';
import { Inject, Injectable } from '@nestjs/common';
import { CoachAllowlistEntry } from '../entities/coach-allowlist.entity';
import { CoachProfile } from '../entities/coach-profile.entity';
import { User } from '../entities/user.entity';
import { conflict, forbidden } from '../common/text';
import type { SignupMessage } from './account-messages.dto';
import { normaliseEmail } from './auth.service';
import { hashPassword } from './password-hasher';
import { assertPasswordAllowed } from './password-policy';
import { SessionIssuer } from './session-issuer';
import { welcomeMail } from './welcome-mail';

export const EMAIL_TAKEN = 'An account with this e-mail already exists. Log in instead, or reset your password if you forgot it.';
export const NOT_ON_COACH_LIST =
  'This e-mail is not on the Koach list. Please ask a Lakbay admin to add it to the coach allowlist, or sign up as a Kadet.';

@Injectable()
export class SignupService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionIssuer,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Creates the account (username null: onboarding follows) with its welcome e-mail, and opens a session. */
  async signup(request: SignupMessage): Promise<LoggedUser> {
    const email = normaliseEmail(request.email);
    const coach = request.role === 'coach';
    if (coach && !(await this.em.findOne(CoachAllowlistEntry, { email }))) {
      throw forbidden(NOT_ON_COACH_LIST);
    }
    if (await this.em.count(User, { email })) {
      throw conflict(EMAIL_TAKEN, 'email');
    }
    assertPasswordAllowed(request.password);
    // Hashed before the transaction: scrypt is slow, and in standalone mode a transaction holds the
    // service's one database connection.
    const passwordHash = await hashPassword(request.password);
    let user: User;
    try {
      user = await inTransaction(this.em, async (em) => {
        // New coaches start inactive: an admin activates them (domain.md).
        const created = em.create(User, { email, passwordHash, isCoach: coach, isActive: !coach, onboardingStep: 2 });
        await em.flush();
        if (coach) {
          // After the user row exists (the profile's key references it); filled in onboarding step 3.
          em.create(CoachProfile, { userId: created.id });
          await em.flush();
        }
        await Outbox.record(em, 'mail.send', welcomeMail(email, coach, this.config.http.publicUrl));
        return created;
      });
    } catch (err) {
      // Two sign-ups with one e-mail at once: the unique index lets one through.
      if (err instanceof UniqueConstraintViolationException) {
        throw conflict(EMAIL_TAKEN, 'email');
      }
      throw err;
    }
    await afterCommit(() => this.outbox.nudge());
    return this.sessions.open(user, request);
  }
}
