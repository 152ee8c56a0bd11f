import type { FollowUpWorkOverview, OutboxRedriveReply } from '@lakbay/contracts';
import { FollowUpWorkRedriveDto } from '@lakbay/contracts/outbox.dto';
import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../auth/admin.guard';
import { SessionGuard } from '../auth/session.guard';
import { FollowUpWork } from './follow-up-work';

/** Follow-up work (e-mails and other jobs in the services' outboxes) that failed or is long overdue. */
@ApiTags('admin')
@ApiBearerAuth()
@ApiResponse({ status: 401, description: 'Not logged in.' })
@ApiResponse({ status: 403, description: 'Not an admin (or emulating a user).' })
@Controller('admin/follow-up-work')
@UseGuards(SessionGuard, AdminGuard)
export class FollowUpWorkController {
  constructor(private readonly followUpWork: FollowUpWork) {}

  @Get()
  @ApiOperation({
    summary:
      'Every service with an outbox (users, content, scheduling, apprenticeship): its counts by state and its failed and delayed items, failed first (newest failure first), then delayed. A service that does not answer is listed with reachable false and the reason.',
  })
  @ApiOkResponse({
    description: '{services: [{service, counts {pending, enqueued, delayed, failed}, reachable, error?}], items: FollowUpWorkItem[]}',
  })
  overview(): Promise<FollowUpWorkOverview> {
    return this.followUpWork.overview();
  }

  @Post('redrive')
  @HttpCode(200)
  @ApiOperation({
    summary: "Sends a service's failed items again (ids), or every failed item of it (no ids); answers {service, redriven}.",
  })
  @ApiBadRequestResponse({ description: 'service is not one of the services with an outbox; ids is not a list of at most 1000 ids.' })
  @ApiResponse({ status: 503, description: 'The service did not answer.' })
  redrive(@Body() body: FollowUpWorkRedriveDto): Promise<OutboxRedriveReply> {
    return this.followUpWork.redrive(body);
  }
}
