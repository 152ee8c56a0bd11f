import { type ReplyOf, pattern } from '@lakbay/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
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

  @MessagePattern(pattern('users.admin.list'))
  list(@Payload() request: ListUsersMessage): Promise<ReplyOf<'users.admin.list'>> {
    return this.admin.list(request.username);
  }

  @MessagePattern(pattern('users.admin.updateCoachIsActive'))
  updateCoachIsActive(@Payload() request: UpdateCoachIsActiveMessage): Promise<ReplyOf<'users.admin.updateCoachIsActive'>> {
    return this.admin.updateCoachIsActive(request, request.username, request.isActive);
  }

  @MessagePattern(pattern('users.admin.updateKadetToCoach'))
  updateKadetToCoach(@Payload() request: UpdateKadetToCoachMessage): Promise<ReplyOf<'users.admin.updateKadetToCoach'>> {
    return this.admin.updateKadetToCoach(request, request.username, request.isCoach);
  }

  @MessagePattern(pattern('users.admin.allowlist.add'))
  addToAllowlist(@Payload() request: AllowlistMessage): Promise<ReplyOf<'users.admin.allowlist.add'>> {
    return this.admin.addToAllowlist(request, request.email);
  }

  @MessagePattern(pattern('users.admin.allowlist.list'))
  allowlist(): Promise<ReplyOf<'users.admin.allowlist.list'>> {
    return this.admin.allowlist();
  }

  @MessagePattern(pattern('users.admin.allowlist.remove'))
  removeFromAllowlist(@Payload() request: AllowlistMessage): Promise<ReplyOf<'users.admin.allowlist.remove'>> {
    return this.admin.removeFromAllowlist(request, request.email);
  }

  @MessagePattern(pattern('users.admin.auditLog'))
  auditLog(@Payload() request: AuditLogQueryMessage): Promise<ReplyOf<'users.admin.auditLog'>> {
    return this.admin.auditLog(request.page, request.pageSize);
  }

  @MessagePattern(pattern('users.admin.emulationStart'))
  emulationStart(@Payload() request: EmulationStartMessage): Promise<ReplyOf<'users.admin.emulationStart'>> {
    return this.admin.emulationStart(request.adminId, request.userId);
  }

  @MessagePattern(pattern('users.audit.record'))
  record(@Payload() request: AuditRecordMessage): Promise<ReplyOf<'users.audit.record'>> {
    return this.admin.record(request);
  }
}
