import { type Cached, type Faq } from '@lakbay/contracts';
import { Handles } from '@lakbay/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BySlugMessage, ConditionalMessage } from '../dto/messages.dto';
import { FaqsService } from './faqs.service';

@Controller()
export class FaqsController {
  constructor(private readonly faqs: FaqsService) {}

  @Handles('content.faqs.list')
  list(@Payload() request: ConditionalMessage): Promise<Cached<Faq[]>> {
    return this.faqs.list(request.ifNoneMatch, request.language);
  }

  @Handles('content.faqs.get')
  get(@Payload() request: BySlugMessage): Promise<Cached<Faq>> {
    return this.faqs.detail(request.slug, request.ifNoneMatch, request.language);
  }
}
