// Payloads of the users service's account messages. The records inside use the same validation
// classes as the BFF (libs/contracts/src/accounts.dto.ts); these add what the BFF adds around them.
import type { ClientInfo, GoogleIdentity, RequestOf } from '@lakbay/contracts';
import { Text } from '@lakbay/contracts/field-decorators';
import { GoogleExchangeDto, PasswordResetDto, PasswordResetRequestDto, SignupCompleteDto, SignupDto } from '@lakbay/contracts/accounts.dto';
import { IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, MaxLength, ValidateNested } from 'class-validator';

// Checked as class-validator's plain decorators were: its own sentences, text kept as sent, size
// before type.
const RAW = { plain: true, trim: false, reversed: true } as const;

export class ClientInfoMessage implements ClientInfo {
  @Text('userAgent', { max: 512, optional: true, ...RAW })
  userAgent?: string;

  @Text('ip', { max: 64, optional: true, ...RAW })
  ip?: string;
}

export class SignupMessage extends IntersectionType(SignupDto, ClientInfoMessage) implements RequestOf<'users.auth.signup'> {
  @IsIn(['kadet', 'coach'])
  role!: 'kadet' | 'coach';
}

export class SignupCompleteMessage
  extends IntersectionType(SignupCompleteDto, ClientInfoMessage)
  implements RequestOf<'users.auth.signup.complete'> {}

/** Google's verified identity: the BFF checks the token and sends what it says, never the token. */
export class GoogleIdentityMessage implements GoogleIdentity {
  @Text('sub', { max: 255, nonEmpty: true, ...RAW })
  sub!: string;

  @IsEmail()
  @MaxLength(320)
  email!: string;

  @IsBoolean()
  emailVerified!: boolean;

  @Text('name', { max: 200, optional: true, ...RAW })
  name?: string;

  @Text('givenName', { max: 100, optional: true, ...RAW })
  givenName?: string;

  @Text('familyName', { max: 100, optional: true, ...RAW })
  familyName?: string;

  @Text('picture', { max: 2048, optional: true, ...RAW })
  picture?: string;
}

export class GoogleCodeMessage implements RequestOf<'users.auth.googleCode'> {
  @ValidateNested()
  @Type(() => GoogleIdentityMessage)
  identity!: GoogleIdentityMessage;
}

export class GoogleLoginMessage extends IntersectionType(GoogleCodeMessage, ClientInfoMessage) implements RequestOf<'users.auth.google'> {}

export class ExchangeCodeMessage
  extends IntersectionType(GoogleExchangeDto, ClientInfoMessage)
  implements RequestOf<'users.auth.exchangeCode'> {}

export class PasswordResetRequestMessage extends PasswordResetRequestDto implements RequestOf<'users.auth.passwordReset.request'> {}

export class PasswordResetConfirmMessage extends PasswordResetDto implements RequestOf<'users.auth.passwordReset.confirm'> {}
