import { type Cached, type CareerCategoryCount, type CareerDetail, type CareerSummary, type Page, pattern } from '@lakbay/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BySlugMessage, CareerListMessage, ConditionalMessage } from '../dto/messages.dto';
import { CareersService } from './careers.service';

@Controller()
export class CareersController {
  constructor(private readonly careers: CareersService) {}

  @MessagePattern(pattern('content.careers.list'))
  list(@Payload() request: CareerListMessage): Promise<Cached<Page<CareerSummary>>> {
    return this.careers.list(request.query, request.ifNoneMatch);
  }

  @MessagePattern(pattern('content.careers.categories'))
  categories(@Payload() request: ConditionalMessage): Promise<Cached<CareerCategoryCount[]>> {
    return this.careers.categories(request);
  }

  @MessagePattern(pattern('content.careers.get'))
  get(@Payload() request: BySlugMessage): Promise<Cached<CareerDetail>> {
    return this.careers.detail(request.slug, request.ifNoneMatch);
  }
}
