import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type SignupRequest } from '@lakbay/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

export class SignupDto implements SignupRequest {
  @ApiProperty({ example: 'juan@example.ph' })
  @IsEmail({}, { message: 'Please enter a valid e-mail address.' })
  @MaxLength(320, { message: 'E-mail address is too long.' })
  @IsNotEmpty({ message: 'E-mail address is required.' })
  @IsString({ message: 'E-mail address is required.' })
  email!: string;

  @ApiProperty({ example: 'kalamansi-jeepney-42', minLength: PASSWORD_MIN_LENGTH })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` })
  @MinLength(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.` })
  @IsString({ message: 'Password is required.' })
  password!: string;
}

export class GoogleTokenDto {
  @ApiProperty({ description: 'The ID token (credential) from Google Identity Services.' })
  @MaxLength(8192, { message: 'The Google token is too long.' })
  @IsNotEmpty({ message: 'The Google token is required.' })
  @IsString({ message: 'The Google token is required.' })
  token!: string;
}

export class GoogleExchangeDto {
  @ApiProperty({ description: 'The one-time code the SPA received in /login?googleCode=...' })
  @MaxLength(256, { message: 'The code is too long.' })
  @IsNotEmpty({ message: 'The code is required.' })
  @IsString({ message: 'The code is required.' })
  code!: string;
}

export class PasswordResetRequestDto {
  @ApiProperty({ example: 'kadet@demo.lakbay.ph' })
  @IsEmail({}, { message: 'Please enter a valid e-mail address.' })
  @MaxLength(320, { message: 'E-mail address is too long.' })
  @IsNotEmpty({ message: 'E-mail address is required.' })
  @IsString({ message: 'E-mail address is required.' })
  email!: string;
}

export class PasswordResetDto {
  @ApiProperty({ description: 'The token from the e-mailed link /password-reset?token=...' })
  @MaxLength(256, { message: 'The reset token is too long.' })
  @IsNotEmpty({ message: 'The reset token is required.' })
  @IsString({ message: 'The reset token is required.' })
  token!: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` })
  @MinLength(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.` })
  @IsString({ message: 'Password is required.' })
  password!: string;
}
