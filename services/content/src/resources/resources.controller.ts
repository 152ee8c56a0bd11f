import { type Cached, type CoachingResource, pattern } from '@lakbay/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ConditionalMessage } from '../dto/messages.dto';
import { ResourcesService } from './resources.service';

@Controller()
export class ResourcesController {
  constructor(private readonly resources: ResourcesService) {}

  @MessagePattern(pattern('content.resources.list'))
  list(@Payload() request: ConditionalMessage): Promise<Cached<CoachingResource[]>> {
    return this.resources.list(request.ifNoneMatch);
  }
}
