import type { AllowlistRequest, UpdateCoachIsActiveRequest, UpdateKadetToCoachRequest } from '@lakbay/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

export class UpdateCoachIsActiveDto implements UpdateCoachIsActiveRequest {
  @ApiProperty({ example: 'demo_koach' })
  @MaxLength(30, { message: 'Username must be at most 30 characters.' })
  @IsNotEmpty({ message: 'Username is required.' })
  @IsString({ message: 'Username is required.' })
  username!: string;

  @ApiProperty()
  @IsBoolean({ message: 'isActive must be true or false.' })
  isActive!: boolean;
}

export class UpdateKadetToCoachDto implements UpdateKadetToCoachRequest {
  @ApiProperty({ example: 'demo_kadet' })
  @MaxLength(30, { message: 'Username must be at most 30 characters.' })
  @IsNotEmpty({ message: 'Username is required.' })
  @IsString({ message: 'Username is required.' })
  username!: string;

  @ApiProperty()
  @IsBoolean({ message: 'isCoach must be true or false.' })
  isCoach!: boolean;
}

export class AllowlistDto implements AllowlistRequest {
  @ApiProperty({ example: 'new.koach@example.ph' })
  @IsEmail({}, { message: 'Please enter a valid e-mail address.' })
  @MaxLength(320, { message: 'E-mail address is too long.' })
  @IsNotEmpty({ message: 'E-mail address is required.' })
  @IsString({ message: 'E-mail address is required.' })
  email!: string;
}

export class AuditLogQueryDto {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number from 1.' })
  @Min(1, { message: 'page must be a whole number from 1.' })
  page?: number;

  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number from 1 to 100.' })
  @Min(1, { message: 'pageSize must be a whole number from 1 to 100.' })
  @Max(100, { message: 'pageSize must be a whole number from 1 to 100.' })
  pageSize?: number;
}

export class EmulationStartDto {
  @ApiProperty({ description: 'The id of the user to act as.' })
  @IsUUID('all', { message: 'userId must be the id of a user.' })
  userId!: string;
}
