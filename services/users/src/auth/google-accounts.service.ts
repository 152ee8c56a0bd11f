import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ErrorCode, type ClientInfo, type GoogleIdentity, type LoggedUser } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig, Outbox, afterCommit, inTransaction } from '@lakbay/platform';
import { Inject, Injectable } from '@nestjs/common';
import { User } from '../entities/user.entity';
import { conflict } from '../common/text';
import { normaliseEmail } from './auth.service';
import { OneTimeTokens } from './one-time-tokens';
import { SessionIssuer } from './session-issuer';
import { welcomeMail } from './account-mails';
import { UsersError } from '../common/users-error';

export const GOOGLE_UNVERIFIED_LINK =
  'An account with this e-mail already exists, and Google has not verified that this e-mail is yours, so we cannot link them. Please log in with your e-mail and password.';
export const GOOGLE_OTHER_ACCOUNT =
  'This account is already linked to another Google account. Please log in with your e-mail and password.';
export const GOOGLE_CODE_INVALID = 'This Google sign-in has expired or was already used. Please sign in with Google again.';

const CODE_TTL_MS = 60 * 1000;

/** Google identities: find the account by Google id, link it by verified e-mail, or create a Kadet. */
@Injectable()
export class GoogleAccountsService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionIssuer,
    private readonly tokens: OneTimeTokens,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async login(identity: GoogleIdentity, client: ClientInfo): Promise<LoggedUser> {
    return this.sessions.open(await this.resolve(identity), client);
  }

  /** For the redirect flow: a one-time code the SPA trades for a session (no token in a URL). */
  async code(identity: GoogleIdentity): Promise<{ code: string }> {
    const user = await this.resolve(identity);
    return { code: await this.tokens.issue(user.id, 'GOOGLE_LOGIN', CODE_TTL_MS) };
  }

  async exchange(code: string, client: ClientInfo): Promise<LoggedUser> {
    const token = await this.tokens.find(this.em, code, 'GOOGLE_LOGIN');
    if (!token || !(await this.tokens.use(this.em, token))) {
      throw new UsersError(ErrorCode.USERS_GOOGLE_SIGN_IN_EXPIRED, GOOGLE_CODE_INVALID);
    }
    const user = await this.em.findOneOrFail(User, { id: token.userId });
    return this.sessions.open(user, client);
  }

  private async resolve(identity: GoogleIdentity): Promise<User> {
    const known = await this.em.findOne(User, { googleSub: identity.sub });
    if (known) {
      return known;
    }
    const email = normaliseEmail(identity.email);
    const user = await this.em.findOne(User, { email });
    if (!user) {
      return this.create(identity, email);
    }
    // Linking on an unverified e-mail would let anyone with a Google account claim any address.
    if (!identity.emailVerified) {
      throw conflict(GOOGLE_UNVERIFIED_LINK);
    }
    if (user.googleSub && user.googleSub !== identity.sub) {
      throw conflict(GOOGLE_OTHER_ACCOUNT);
    }
    user.googleSub = identity.sub;
    user.emailVerified = true;
    user.firstName ??= identity.givenName ?? null;
    user.lastName ??= identity.familyName ?? null;
    user.avatarUrl ??= identity.picture ?? null;
    try {
      await this.em.flush();
    } catch (err) {
      throw this.raced(err);
    }
    return user;
  }

  /** A new Kadet with its welcome e-mail, in one transaction. */
  private async create(identity: GoogleIdentity, email: string): Promise<User> {
    let user: User;
    try {
      user = await inTransaction(this.em, async (em) => {
        const created = em.create(User, {
          email,
          googleSub: identity.sub,
          emailVerified: identity.emailVerified,
          firstName: identity.givenName ?? null,
          lastName: identity.familyName ?? null,
          avatarUrl: identity.picture ?? null,
          onboardingStep: 2,
        });
        await em.flush();
        await Outbox.record(em, 'mail.send', welcomeMail(email, false, this.config.http.publicUrl, created.language));
        return created;
      });
    } catch (err) {
      throw this.raced(err);
    }
    await afterCommit(() => this.outbox.nudge());
    return user;
  }

  private raced(err: unknown): unknown {
    if (err instanceof UniqueConstraintViolationException) {
      return new UsersError(ErrorCode.CONFLICT, 'This Google account was just signed in elsewhere. Please try again.');
    }
    return err;
  }
}
