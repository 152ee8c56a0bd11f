import { ErrorCode, type SessionUser } from '@lakbay/contracts';
import { ServiceClient, ServiceError } from '@lakbay/platform';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-http-bearer';

/** Authorization: Bearer <session token>, checked with the users service on every request. */
@Injectable()
export class BearerStrategy extends PassportStrategy(Strategy, 'bearer') {
  constructor(private readonly services: ServiceClient) {
    super();
  }

  async validate(token: string): Promise<SessionUser | false> {
    try {
      return await this.services.send('users.auth.session', { token });
    } catch (err) {
      if (err instanceof ServiceError && err.code === ErrorCode.UNAUTHENTICATED) {
        return false;
      }
      throw err;
    }
  }
}
