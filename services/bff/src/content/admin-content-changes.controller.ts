import type { ChangesReply } from '@lakbay/contracts';
import { ServiceClient } from '@lakbay/platform';
import { Controller, Get, Header, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ChangesQueryDto } from '@lakbay/contracts/content.dto';
import { AdminGuard } from '../auth/admin.guard';
import { SessionGuard } from '../auth/session.guard';
import { withBody } from '../http/with-body';

/** The content.changes feed as search pulls it, for operators checking what search was told. */
@ApiTags('admin: content feed')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Not an admin.' })
@UseGuards(SessionGuard, AdminGuard)
@Controller('admin/content-changes')
export class AdminContentChangesController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      'Change-feed entries of careers and videos after a sequence number (their search documents, null when deleted or unpublished), and the last sequence number.',
  })
  changes(@Query() query: ChangesQueryDto): Promise<ChangesReply> {
    return this.services.send('content.changes', withBody(query, { after: query.after ?? 0, limit: query.limit ?? 100 }));
  }
}
