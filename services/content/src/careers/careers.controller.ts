import { type Cached, type CareerCategoryCount, type CareerDetail, type CareerSummary, type Page } from '@lakbay/contracts';
import { Handles } from '@lakbay/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BySlugMessage, CareerListMessage, ConditionalMessage } from '../dto/messages.dto';
import { CareersService } from './careers.service';

@Controller()
export class CareersController {
  constructor(private readonly careers: CareersService) {}

  @Handles('content.careers.list')
  list(@Payload() request: CareerListMessage): Promise<Cached<Page<CareerSummary>>> {
    return this.careers.list(request.query, request.ifNoneMatch, request.language);
  }

  @Handles('content.careers.categories')
  categories(@Payload() request: ConditionalMessage): Promise<Cached<CareerCategoryCount[]>> {
    return this.careers.categories(request);
  }

  @Handles('content.careers.get')
  get(@Payload() request: BySlugMessage): Promise<Cached<CareerDetail>> {
    return this.careers.detail(request.slug, request.ifNoneMatch, request.language);
  }
}
