import { type Cached, type Faq, pattern } from '@lakbay/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BySlugMessage, ConditionalMessage } from '../dto/messages.dto';
import { FaqsService } from './faqs.service';

@Controller()
export class FaqsController {
  constructor(private readonly faqs: FaqsService) {}

  @MessagePattern(pattern('content.faqs.list'))
  list(@Payload() request: ConditionalMessage): Promise<Cached<Faq[]>> {
    return this.faqs.list(request.ifNoneMatch);
  }

  @MessagePattern(pattern('content.faqs.get'))
  get(@Payload() request: BySlugMessage): Promise<Cached<Faq>> {
    return this.faqs.detail(request.slug, request.ifNoneMatch);
  }
}
