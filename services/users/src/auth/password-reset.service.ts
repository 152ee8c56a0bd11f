import { EntityManager } from '@mikro-orm/core';
import { ErrorCode, type MessageReply } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig, Outbox, afterCommit, inTransaction } from '@lakbay/platform';
import { Inject, Injectable } from '@nestjs/common';
import { User } from '../entities/user.entity';
import { passwordResetMail } from './account-mails';
import { normaliseEmail } from './auth.service';
import { OneTimeTokens } from './one-time-tokens';
import { PasswordHasher } from './password-hasher';
import { assertPasswordAllowed } from './password-policy';
import { SessionIssuer } from './session-issuer';
import { UsersError } from '../common/users-error';

const RESET_TTL_MS = 60 * 60 * 1000;
export const RESET_TOKEN_INVALID = 'This password reset link is invalid, expired or already used. Please request a new one.';
export const RESET_DONE = 'Your password has been changed. Please log in with your new password.';

/** Password reset by e-mailed link: single use, 1 hour, the newest link only, only the token's hash stored, every session revoked. */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: OneTimeTokens,
    private readonly sessions: SessionIssuer,
    private readonly hasher: PasswordHasher,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The same answer whether or not the e-mail has an account. The token and its e-mail commit
   * together through the outbox: with the job queue down the request still succeeds, and the
   * e-mail goes out once the queue is back.
   */
  async request(email: string): Promise<{ accepted: true }> {
    const user = await this.em.findOne(User, { email: normaliseEmail(email) });
    if (user) {
      await inTransaction(this.em, async (em) => {
        // A new link revokes the older ones: only the newest e-mail works.
        await this.tokens.revokeAll(em, user.id, 'PASSWORD_RESET');
        // issue() writes through the injected EntityManager, which joins this transaction.
        const token = await this.tokens.issue(user.id, 'PASSWORD_RESET', RESET_TTL_MS);
        const link = `${this.config.http.publicUrl}/password-reset?token=${encodeURIComponent(token)}`;
        await Outbox.record(em, 'mail.send', passwordResetMail(user.email, link, user.language));
      });
      await afterCommit(() => this.outbox.nudge());
    }
    return { accepted: true };
  }

  async confirm(token: string, password: string): Promise<MessageReply> {
    if (!(await this.tokens.find(this.em, token, 'PASSWORD_RESET'))) {
      throw new UsersError(ErrorCode.USERS_RESET_LINK_INVALID, RESET_TOKEN_INVALID);
    }
    // A refused password keeps the link usable, so the person can try another.
    assertPasswordAllowed(password);
    // Hashed before the transaction (scrypt is slow; in standalone mode a transaction holds the database).
    const passwordHash = await this.hasher.hash(password);
    return inTransaction(this.em, async (em) => {
      const found = await this.tokens.find(em, token, 'PASSWORD_RESET');
      if (!found) {
        throw new UsersError(ErrorCode.USERS_RESET_LINK_INVALID, RESET_TOKEN_INVALID);
      }
      // A refused password keeps the link usable, so the person can try another.
      assertPasswordAllowed(password);
      if (!(await this.tokens.use(em, found, true))) {
        throw new UsersError(ErrorCode.USERS_RESET_LINK_INVALID, RESET_TOKEN_INVALID);
      }
      const user = await em.findOneOrFail(User, { id: found.userId });
      user.passwordHash = passwordHash;
      // Following the e-mailed link proves the address is theirs.
      user.emailVerified = true;
      await em.flush();
      await this.sessions.revokeAll(user.id, em);
      return { message: RESET_DONE };
    });
  }
}
