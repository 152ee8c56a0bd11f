// Payloads of the users service's account messages. The records inside use the same validation
// classes as the BFF (libs/contracts/src/accounts.dto.ts); these add what the BFF adds around them.
import type { ClientInfo, GoogleIdentity, RequestOf } from '@lakbay/contracts';
import { GoogleExchangeDto, PasswordResetDto, PasswordResetRequestDto, SignupCompleteDto, SignupDto } from '@lakbay/contracts/accounts.dto';
import { IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

export class ClientInfoMessage implements ClientInfo {
  @IsOptional()
  @IsString()
  @MaxLength(512)
  userAgent?: string;

  @IsOptional()
  @IsString()
  @MaxLength(64)
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
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  sub!: string;

  @IsEmail()
  @MaxLength(320)
  email!: string;

  @IsBoolean()
  emailVerified!: boolean;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  name?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  givenName?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  familyName?: string;

  @IsOptional()
  @IsString()
  @MaxLength(2048)
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
