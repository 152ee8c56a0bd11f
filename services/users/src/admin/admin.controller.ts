import { type ReplyOf } from '@lakbay/contracts';
import { Handles } from '@lakbay/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AdminService } from './admin.service';
import {
  AllowlistMessage,
  AuditLogQueryMessage,
  AuditRecordMessage,
  EmulationStartMessage,
  ListUsersMessage,
  UpdateCoachIsActiveMessage,
  UpdateKadetToCoachMessage,
} from './admin-messages.dto';

@Controller()
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Handles('users.admin.list')
  list(@Payload() request: ListUsersMessage): Promise<ReplyOf<'users.admin.list'>> {
    return this.admin.list(request.username);
  }

  @Handles('users.admin.updateCoachIsActive')
  updateCoachIsActive(@Payload() request: UpdateCoachIsActiveMessage): Promise<ReplyOf<'users.admin.updateCoachIsActive'>> {
    return this.admin.updateCoachIsActive(request, request.username, request.isActive);
  }

  @Handles('users.admin.updateKadetToCoach')
  updateKadetToCoach(@Payload() request: UpdateKadetToCoachMessage): Promise<ReplyOf<'users.admin.updateKadetToCoach'>> {
    return this.admin.updateKadetToCoach(request, request.username, request.isCoach);
  }

  @Handles('users.admin.allowlist.add')
  addToAllowlist(@Payload() request: AllowlistMessage): Promise<ReplyOf<'users.admin.allowlist.add'>> {
    return this.admin.addToAllowlist(request, request.email);
  }

  @Handles('users.admin.allowlist.list')
  allowlist(): Promise<ReplyOf<'users.admin.allowlist.list'>> {
    return this.admin.allowlist();
  }

  @Handles('users.admin.allowlist.remove')
  removeFromAllowlist(@Payload() request: AllowlistMessage): Promise<ReplyOf<'users.admin.allowlist.remove'>> {
    return this.admin.removeFromAllowlist(request, request.email);
  }

  @Handles('users.admin.auditLog')
  auditLog(@Payload() request: AuditLogQueryMessage): Promise<ReplyOf<'users.admin.auditLog'>> {
    return this.admin.auditLog(request.page, request.pageSize);
  }

  @Handles('users.admin.emulationStart')
  emulationStart(@Payload() request: EmulationStartMessage): Promise<ReplyOf<'users.admin.emulationStart'>> {
    return this.admin.emulationStart(request.adminId, request.userId);
  }

  @Handles('users.audit.record')
  record(@Payload() request: AuditRecordMessage): Promise<ReplyOf<'users.audit.record'>> {
    return this.admin.record(request);
  }
}
