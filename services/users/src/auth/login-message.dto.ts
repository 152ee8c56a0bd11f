import type { SessionTokenRequest, VerifyCredentialsRequest } from '@lakbay/contracts';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class VerifyCredentialsMessage implements VerifyCredentialsRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(320)
  email!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(1024)
  password!: string;

  @IsOptional()
  @IsString()
  @MaxLength(512)
  userAgent?: string;

  @IsOptional()
  @IsString()
  @MaxLength(64)
  ip?: string;
}

export class SessionTokenMessage implements SessionTokenRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  token!: string;
}
