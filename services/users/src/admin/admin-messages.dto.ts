import type { AuditRecordRequest } from '@lakbay/contracts';
import { Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsInt, IsObject, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

export class ActorMessage {
  @IsUUID()
  actorId!: string;

  @IsOptional()
  @IsUUID()
  emulatedUserId?: string | null;
}

export class ListUsersMessage {
  @IsOptional()
  @IsString()
  @MaxLength(30)
  username?: string;
}

export class UpdateCoachIsActiveMessage extends ActorMessage {
  @IsString()
  @MaxLength(30)
  username!: string;

  @IsBoolean()
  isActive!: boolean;
}

export class UpdateKadetToCoachMessage extends ActorMessage {
  @IsString()
  @MaxLength(30)
  username!: string;

  @IsBoolean()
  isCoach!: boolean;
}

export class AllowlistMessage extends ActorMessage {
  @IsEmail()
  @MaxLength(320)
  email!: string;
}

export class AuditLogQueryMessage {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page!: number;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  pageSize!: number;
}

export class EmulationStartMessage {
  @IsUUID()
  adminId!: string;

  @IsUUID()
  userId!: string;
}

export class AuditRecordMessage implements AuditRecordRequest {
  @IsUUID()
  actorId!: string;

  @IsOptional()
  @IsUUID()
  emulatedUserId?: string | null;

  @IsString()
  @MaxLength(100)
  action!: string;

  @IsOptional()
  @IsIn(['POST', 'PUT', 'PATCH', 'DELETE', 'GET'])
  method?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(2048)
  path?: string | null;

  @IsOptional()
  @IsObject()
  details?: Record<string, unknown>;
}

export class ChangesMessage {
  @IsInt()
  @Min(0)
  after!: number;

  @IsInt()
  @Min(1)
  @Max(1000)
  limit!: number;
}
