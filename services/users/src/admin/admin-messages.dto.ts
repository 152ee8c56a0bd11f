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
import { Int, Text } from '@lakbay/contracts/field-decorators';
import { IntersectionType } from '@nestjs/swagger';
import { IsIn, IsObject, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

// Checked as class-validator's plain decorators were: its own sentences, text kept as sent, size
// before type.
const RAW = { plain: true, trim: false, reversed: true } as const;

export class ActorMessage implements ActorRef {
  @IsUUID()
  actorId!: string;

  @IsOptional()
  @IsUUID()
  emulatedUserId?: string | null;
}

export class ListUsersMessage implements RequestOf<'users.admin.list'> {
  @Text('username', { max: 30, optional: true, ...RAW })
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

  @Text('path', { max: 2048, optional: true, ...RAW })
  path?: string | null;

  @IsOptional()
  @IsObject()
  details?: Record<string, unknown>;
}

export class ChangesMessage implements RequestOf<'users.changes'> {
  @Int({ min: 0, plain: true, reversed: true })
  after!: number;

  @Int({ min: 1, max: 1000, plain: true, reversed: true })
  limit!: number;
}
