import { type ChangesReply } from '@lakbay/contracts';
import { Handles } from '@lakbay/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ChangesMessage } from '../dto/messages.dto';
import { ContentFeedService } from './content-feed.service';

@Controller()
export class ContentFeedController {
  constructor(private readonly feed: ContentFeedService) {}

  @Handles('content.changes')
  changes(@Payload() request: ChangesMessage): Promise<ChangesReply> {
    return this.feed.changes(request);
  }
}
