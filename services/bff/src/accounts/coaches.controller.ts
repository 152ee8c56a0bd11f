import type { PublicCoachProfile } from '@lakbay/contracts';
import { ErrorCode } from '@lakbay/contracts';
import { ServiceClient, ServiceError } from '@lakbay/platform';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

@ApiTags('coaches')
@Controller('coaches')
export class CoachProfilesController {
  constructor(private readonly services: ServiceClient) {}

  @Get(':slug')
  @ApiOperation({ summary: 'An active Koach’s public profile (no e-mail, no meeting link). Public; 404 for others.' })
  get(@Param('slug') slug: string): Promise<PublicCoachProfile> {
    if (!/^[a-z0-9-]{1,80}$/.test(slug)) {
      throw new ServiceError(404, ErrorCode.NOT_FOUND, 'There is no Koach at this address.');
    }
    return this.services.send('users.coaches.get', { slug });
  }
}
