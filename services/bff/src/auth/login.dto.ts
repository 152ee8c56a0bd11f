import type { LoginRequest } from '@lakbay/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginDto implements LoginRequest {
  @ApiProperty({ example: 'kadet@demo.lakbay.ph' })
  @MaxLength(320, { message: 'E-mail address is too long.' })
  @IsNotEmpty({ message: 'E-mail address is required.' })
  @IsString({ message: 'E-mail address is required.' })
  email!: string;

  @ApiProperty({ example: 'lakbay-kadet-demo' })
  @MaxLength(1024, { message: 'Password is too long.' })
  @IsNotEmpty({ message: 'Password is required.' })
  @IsString({ message: 'Password is required.' })
  password!: string;
}
