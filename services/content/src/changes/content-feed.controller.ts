import { type ChangesReply, pattern } from '@lakbay/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ChangesMessage } from '../dto/messages.dto';
import { ContentFeedService } from './content-feed.service';

@Controller()
export class ContentFeedController {
  constructor(private readonly feed: ContentFeedService) {}

  @MessagePattern(pattern('content.changes'))
  changes(@Payload() request: ChangesMessage): Promise<ChangesReply> {
    return this.feed.changes(request);
  }
}
