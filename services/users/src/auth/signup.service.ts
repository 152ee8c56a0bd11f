import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { LoggedUser } from '@lakbay/contracts';
import { Injectable } from '@nestjs/common';
import { CoachAllowlistEntry } from '../entities/coach-allowlist.entity';
import { CoachProfile } from '../entities/coach-profile.entity';
import { User } from '../entities/user.entity';
import { conflict, forbidden } from '../common/text';
import type { SignupMessage } from './account-messages.dto';
import { normaliseEmail } from './auth.service';
import { hashPassword } from './password-hasher';
import { assertPasswordAllowed } from './password-policy';
import { SessionIssuer } from './session-issuer';

export const EMAIL_TAKEN = 'An account with this e-mail already exists. Log in instead, or reset your password if you forgot it.';
export const NOT_ON_COACH_LIST =
  'This e-mail is not on the Koach list. Please ask a Lakbay admin to add it to the coach allowlist, or sign up as a Kadet.';

@Injectable()
export class SignupService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionIssuer,
  ) {}

  /** Creates the account (username null: onboarding follows) and opens a session. */
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
    // New coaches start inactive: an admin activates them (domain.md).
    const user = this.em.create(User, {
      email,
      passwordHash: await hashPassword(request.password),
      isCoach: coach,
      isActive: !coach,
      onboardingStep: 2,
    });
    try {
      await this.em.flush();
    } catch (err) {
      // Two sign-ups with one e-mail at once: the unique index lets one through.
      if (err instanceof UniqueConstraintViolationException) {
        throw conflict(EMAIL_TAKEN, 'email');
      }
      throw err;
    }
    if (coach) {
      // After the user row exists (the profile's key references it); filled in onboarding step 3.
      this.em.create(CoachProfile, { userId: user.id });
      await this.em.flush();
    }
    return this.sessions.open(user, request);
  }
}
