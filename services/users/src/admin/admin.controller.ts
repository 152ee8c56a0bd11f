import type { AdminMessage, AdminUserListItem, AllowlistEntry, AuditLogPage, LoggedUser } from '@lakbay/contracts';
import { pattern } from '@lakbay/contracts';
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
  list(@Payload() request: ListUsersMessage): Promise<AdminUserListItem[]> {
    return this.admin.list(request.username);
  }

  @MessagePattern(pattern('users.admin.updateCoachIsActive'))
  updateCoachIsActive(@Payload() request: UpdateCoachIsActiveMessage): Promise<AdminMessage> {
    return this.admin.updateCoachIsActive(request, request.username, request.isActive);
  }

  @MessagePattern(pattern('users.admin.updateKadetToCoach'))
  updateKadetToCoach(@Payload() request: UpdateKadetToCoachMessage): Promise<AdminMessage> {
    return this.admin.updateKadetToCoach(request, request.username, request.isCoach);
  }

  @MessagePattern(pattern('users.admin.allowlist.add'))
  addToAllowlist(@Payload() request: AllowlistMessage): Promise<AdminMessage> {
    return this.admin.addToAllowlist(request, request.email);
  }

  @MessagePattern(pattern('users.admin.allowlist.list'))
  allowlist(): Promise<AllowlistEntry[]> {
    return this.admin.allowlist();
  }

  @MessagePattern(pattern('users.admin.allowlist.remove'))
  removeFromAllowlist(@Payload() request: AllowlistMessage): Promise<AdminMessage> {
    return this.admin.removeFromAllowlist(request, request.email);
  }

  @MessagePattern(pattern('users.admin.auditLog'))
  auditLog(@Payload() request: AuditLogQueryMessage): Promise<AuditLogPage> {
    return this.admin.auditLog(request.page, request.pageSize);
  }

  @MessagePattern(pattern('users.admin.emulationStart'))
  emulationStart(@Payload() request: EmulationStartMessage): Promise<Omit<LoggedUser, 'sessionCookie'>> {
    return this.admin.emulationStart(request.adminId, request.userId);
  }

  @MessagePattern(pattern('users.audit.record'))
  record(@Payload() request: AuditRecordMessage): Promise<{ id: string }> {
    return this.admin.record(request);
  }
}
