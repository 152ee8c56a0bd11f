import type { CalendarSyncSummary, RequestUser } from '@lakbay/contracts';
import { ServiceClient } from '@lakbay/platform';
import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../auth/admin.guard';
import { CurrentUser, SessionGuard } from '../auth/session.guard';

@ApiTags('admin')
@Controller('admin')
@UseGuards(SessionGuard, AdminGuard)
export class CalendarSyncController {
  constructor(private readonly services: ServiceClient) {}

  @Post('calendar-sync')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Reads the scheduling calendar now and answers the summary: UPDATED, UNCHANGED or FAILED, counts and problems. Admins.',
  })
  @ApiForbiddenResponse({ description: 'Not an admin.' })
  sync(@CurrentUser() user: RequestUser): Promise<CalendarSyncSummary> {
    return this.services.send('scheduling.calendar.sync', { actorId: user.id });
  }
}
