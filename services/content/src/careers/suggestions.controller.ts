import { type Cached, type CareerSuggestion, type Page, pattern } from '@lakbay/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CareerSuggestionsMessage } from '../dto/messages.dto';
import { CareerSuggestionsService } from './suggestions.service';

@Controller()
export class CareerSuggestionsController {
  constructor(private readonly suggestions: CareerSuggestionsService) {}

  @MessagePattern(pattern('content.careers.suggestions'))
  suggest(@Payload() request: CareerSuggestionsMessage): Promise<Cached<Page<CareerSuggestion>>> {
    return this.suggestions.suggest(request.query, request.ifNoneMatch);
  }
}
