import { EntityManager } from '@mikro-orm/core';
import { ErrorCode, SSO_MISSING_INPUTS_MESSAGE, type SsoResponse } from '@lakbay/contracts';
import { APP_CONFIG, type AppConfig, PlatformError } from '@lakbay/platform';
import { Inject, Injectable } from '@nestjs/common';
import { avatarOf } from '../auth/user.mapper';
import { CoachProfile } from '../entities/coach-profile.entity';
import { User } from '../entities/user.entity';
import { badRequest, notFound } from '../common/text';
import { fullName } from '../profile/profile-views';
import { decodePayload, encodePayload, isValidSignature, withQuery } from './discourse-connect';
import { UsersError } from '../common/users-error';

export const SSO_BAD_SIGNATURE =
  'The sign-in request from the forum is not valid (bad signature). Please go back to the forum and try again.';
export const SSO_NOT_CONFIGURED = 'Forum sign-in is not set up on this platform yet (DISCOURSE_SSO_SECRET is not set).';

/** DiscourseConnect provider (domain.md "Forum single sign-on"). */
@Injectable()
export class SsoService {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async discourse(userId: string, sso: string, sig: string): Promise<SsoResponse> {
    const secret = this.config.auth.discourseSsoSecret;
    if (!secret) {
      throw PlatformError.unavailable(SSO_NOT_CONFIGURED);
    }
    if (!sso || !sig) {
      throw new UsersError(ErrorCode.USERS_SSO_INVALID, SSO_MISSING_INPUTS_MESSAGE);
    }
    if (!isValidSignature(sso, sig, secret)) {
      throw new UsersError(ErrorCode.USERS_SSO_INVALID, SSO_BAD_SIGNATURE);
    }
    const request = decodePayload(sso);
    const nonce = request.get('nonce');
    const returnUrl = request.get('return_sso_url');
    if (!nonce || !returnUrl) {
      throw new UsersError(ErrorCode.USERS_SSO_INVALID, SSO_MISSING_INPUTS_MESSAGE);
    }
    if (!/^https?:\/\//i.test(returnUrl) || !URL.canParse(returnUrl)) {
      throw badRequest('The forum sent a return address that is not a web address. Please go back to the forum and try again.');
    }
    const user = await this.em.findOne(User, { id: userId });
    if (!user) {
      throw notFound('There is no user with this id.');
    }
    const coach = user.isCoach ? await this.em.findOne(CoachProfile, { userId: user.id }) : null;
    const fields: Record<string, string> = {
      nonce,
      external_id: user.id,
      email: user.email,
      admin: String(user.isAdmin),
      moderator: 'false',
      // The forum asks the person to confirm an e-mail we have not verified.
      require_activation: String(!user.emailVerified),
    };
    if (user.username) {
      fields.username = user.username;
    }
    const name = coach?.displayName ?? fullName(user);
    if (name) {
      fields.name = name;
    }
    const avatar = avatarOf(user, this.config.http.publicUrl);
    if (avatar) {
      fields.avatar_url = avatar;
    }
    const reply = encodePayload(fields, secret);
    return { redirectUrl: withQuery(returnUrl, reply) };
  }
}
