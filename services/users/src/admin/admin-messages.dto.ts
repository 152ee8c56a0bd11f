// Payloads of the users service's admin messages. The records inside use the same validation
// classes as the BFF (libs/contracts/src/accounts.dto.ts); these add the acting admin around them.
import type { ActorRef, RequestOf } from '@lakbay/contracts';
import {
  AllowlistDto,
  AuditLogPageDto,
  EmulationStartDto,
  UpdateCoachIsActiveDto,
  UpdateKadetToCoachDto,
} from '@lakbay/contracts/accounts.dto';
import { IntersectionType } from '@nestjs/swagger';
import { IsIn, IsInt, IsObject, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

export class ActorMessage implements ActorRef {
  @IsUUID()
  actorId!: string;

  @IsOptional()
  @IsUUID()
  emulatedUserId?: string | null;
}

export class ListUsersMessage implements RequestOf<'users.admin.list'> {
  @IsOptional()
  @IsString()
  @MaxLength(30)
  username?: string;
}

export class UpdateCoachIsActiveMessage
  extends IntersectionType(UpdateCoachIsActiveDto, ActorMessage)
  implements RequestOf<'users.admin.updateCoachIsActive'> {}

export class UpdateKadetToCoachMessage
  extends IntersectionType(UpdateKadetToCoachDto, ActorMessage)
  implements RequestOf<'users.admin.updateKadetToCoach'> {}

export class AllowlistMessage
  extends IntersectionType(AllowlistDto, ActorMessage)
  implements RequestOf<'users.admin.allowlist.add'>, RequestOf<'users.admin.allowlist.remove'> {}

export class AuditLogQueryMessage extends AuditLogPageDto implements RequestOf<'users.admin.auditLog'> {}

export class EmulationStartMessage extends EmulationStartDto implements RequestOf<'users.admin.emulationStart'> {
  @IsUUID()
  adminId!: string;
}

export class AuditRecordMessage extends ActorMessage implements RequestOf<'users.audit.record'> {
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

export class ChangesMessage implements RequestOf<'users.changes'> {
  @IsInt()
  @Min(0)
  after!: number;

  @IsInt()
  @Min(1)
  @Max(1000)
  limit!: number;
}
