import type { ClientInfo, GoogleIdentity } from '@lakbay/contracts';
import { Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

class ClientInfoMessage implements ClientInfo {
  @IsOptional()
  @IsString()
  @MaxLength(512)
  userAgent?: string;

  @IsOptional()
  @IsString()
  @MaxLength(64)
  ip?: string;
}

export class SignupMessage extends ClientInfoMessage {
  @IsEmail()
  @MaxLength(320)
  email!: string;

  @IsString()
  @MaxLength(1024)
  password!: string;

  @IsIn(['kadet', 'coach'])
  role!: 'kadet' | 'coach';
}

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

export class GoogleLoginMessage extends ClientInfoMessage {
  @ValidateNested()
  @Type(() => GoogleIdentityMessage)
  identity!: GoogleIdentityMessage;
}

export class GoogleCodeMessage {
  @ValidateNested()
  @Type(() => GoogleIdentityMessage)
  identity!: GoogleIdentityMessage;
}

export class ExchangeCodeMessage extends ClientInfoMessage {
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  code!: string;
}

export class PasswordResetRequestMessage {
  @IsString()
  @MaxLength(320)
  email!: string;
}

export class PasswordResetConfirmMessage {
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  token!: string;

  @IsString()
  @MaxLength(1024)
  password!: string;
}
