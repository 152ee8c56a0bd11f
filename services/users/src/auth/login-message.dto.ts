import type { RequestOf } from '@lakbay/contracts';
import { LoginDto } from '@lakbay/contracts/accounts.dto';
import { IntersectionType } from '@nestjs/swagger';
import { Text } from '@lakbay/contracts/field-decorators';
import { ClientInfoMessage } from './account-messages.dto';

/** The BFF's log-in body and where it came from. */
export class VerifyCredentialsMessage extends IntersectionType(LoginDto, ClientInfoMessage) implements RequestOf<'users.auth.login'> {}

/** A bearer token (session and logout). */
export class SessionTokenMessage implements RequestOf<'users.auth.session'>, RequestOf<'users.auth.logout'> {
  // class-validator's own sentences, the token kept as sent, size before type.
  @Text('token', { max: 256, nonEmpty: true, plain: true, trim: false, reversed: true })
  token!: string;
}
