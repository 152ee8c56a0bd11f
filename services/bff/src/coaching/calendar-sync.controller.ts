import type { CalendarSyncSummary, RequestUser } from '@lakbay/contracts';
import { CalendarSyncDto } from '@lakbay/contracts/scheduling.dto';
import { ServiceClient } from '@lakbay/platform';
import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
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
    summary:
      "Reads the scheduling calendar now and answers the summary: UPDATED, UNCHANGED, FAILED or HELD_BACK (would remove most Koaches' hours at once; send applyHeldBack to apply it), counts and problems. Admins.",
  })
  @ApiForbiddenResponse({ description: 'Not an admin.' })
  sync(@CurrentUser() user: RequestUser, @Body() body?: CalendarSyncDto): Promise<CalendarSyncSummary> {
    return this.services.send('scheduling.calendar.sync', { actorId: user.id, applyHeldBack: body?.applyHeldBack === true });
  }

  @Get('calendar-sync')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The last calendar sync: its status, counts and problems; null before the first. Admins.' })
  @ApiForbiddenResponse({ description: 'Not an admin.' })
  last(@CurrentUser() user: RequestUser): Promise<CalendarSyncSummary | null> {
    return this.services.send('scheduling.calendar.status', { actorId: user.id });
  }
}
