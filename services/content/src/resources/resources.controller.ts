import { type Cached, type CoachingResource } from '@lakbay/contracts';
import { Handles } from '@lakbay/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ConditionalMessage } from '../dto/messages.dto';
import { ResourcesService } from './resources.service';

@Controller()
export class ResourcesController {
  constructor(private readonly resources: ResourcesService) {}

  @Handles('content.resources.list')
  list(@Payload() request: ConditionalMessage): Promise<Cached<CoachingResource[]>> {
    return this.resources.list(request.ifNoneMatch, request.language);
  }
}
