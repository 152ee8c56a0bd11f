import type { AdminMessage, AllowlistEntry, AuditLogPage, EmulationView, RequestUser } from '@lakbay/contracts';
import { ServiceClient } from '@lakbay/platform';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../auth/admin.guard';
import { BearerToken, CurrentUser, SessionGuard } from '../auth/session.guard';
import {
  AllowlistDto,
  AuditLogQueryDto,
  EmulationStartDto,
  UpdateCoachIsActiveDto,
  UpdateKadetToCoachDto,
} from '@lakbay/contracts/accounts.dto';
import { withBody } from '../http/with-body';

/** Admin tools of spec sections 2, 7 and 8; every change is audited by the users service. */
@ApiTags('admin')
@ApiBearerAuth()
@ApiResponse({ status: 401, description: 'Not logged in.' })
@ApiResponse({ status: 403, description: 'Not an admin (or emulating a user).' })
@Controller('admin')
@UseGuards(SessionGuard, AdminGuard)
export class AdminController {
  constructor(private readonly services: ServiceClient) {}

  @Patch('updateCoachIsActive')
  @ApiOperation({ summary: "Activates or deactivates a Koach; answers {message: 'Updated the isActive value'}." })
  @ApiResponse({ status: 404, description: 'No user with this username.' })
  @ApiResponse({ status: 409, description: 'The user is not a Koach.' })
  updateCoachIsActive(@CurrentUser() admin: RequestUser, @Body() body: UpdateCoachIsActiveDto): Promise<AdminMessage> {
    return this.services.send('users.admin.updateCoachIsActive', withBody(body, { actorId: admin.id }));
  }

  @Patch('updateKadetToCoach')
  @ApiOperation({ summary: "Makes a Kadet a Koach (starting inactive) or back; answers {message: 'Updated the isCoach value'}." })
  updateKadetToCoach(@CurrentUser() admin: RequestUser, @Body() body: UpdateKadetToCoachDto): Promise<AdminMessage> {
    return this.services.send('users.admin.updateKadetToCoach', withBody(body, { actorId: admin.id }));
  }

  @Post('addEmailToCoachAllowlist')
  @HttpCode(200)
  @ApiOperation({ summary: "Lets an e-mail sign up as a Koach; answers {message: 'Added the email to the allowlist'}." })
  addEmailToCoachAllowlist(@CurrentUser() admin: RequestUser, @Body() body: AllowlistDto): Promise<AdminMessage> {
    return this.services.send('users.admin.allowlist.add', withBody(body, { actorId: admin.id }));
  }

  @Get('coach-allowlist')
  @ApiOperation({ summary: 'The coach allowlist, newest first.' })
  allowlist(): Promise<AllowlistEntry[]> {
    return this.services.send('users.admin.allowlist.list', {});
  }

  @Delete('coach-allowlist/:email')
  @ApiOperation({ summary: 'Removes an e-mail from the coach allowlist (accounts already made stay).' })
  removeFromAllowlist(@CurrentUser() admin: RequestUser, @Param() params: AllowlistDto): Promise<AdminMessage> {
    return this.services.send('users.admin.allowlist.remove', withBody(params, { actorId: admin.id }));
  }

  @Get('audit-log')
  @ApiOperation({ summary: 'Admin changes and writes done while emulating: who, as whom, what, when; newest first, paged.' })
  auditLog(@Query() query: AuditLogQueryDto): Promise<AuditLogPage> {
    return this.services.send('users.admin.auditLog', withBody(query, { page: query.page ?? 1, pageSize: query.pageSize ?? 20 }));
  }

  @Post('emulation/start')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'The logged-user view of a user to emulate (isEmulationSession true, originalUser = the admin). Then send X-Emulate-User: <userId> with your own bearer token.',
  })
  async emulationStart(
    @CurrentUser() admin: RequestUser,
    @BearerToken() token: string,
    @Body() body: EmulationStartDto,
  ): Promise<EmulationView> {
    const view = await this.services.send('users.admin.emulationStart', withBody(body, { adminId: admin.id }));
    return { ...view, sessionCookie: token };
  }
}
