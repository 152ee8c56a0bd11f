import type { Cached, CareerSuggestionPage } from '@lakbay/contracts';
import { Handles } from '@lakbay/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CareerSuggestionsMessage } from '../dto/messages.dto';
import { CareerSuggestionsService } from './suggestions.service';

@Controller()
export class CareerSuggestionsController {
  constructor(private readonly suggestions: CareerSuggestionsService) {}

  @Handles('content.careers.suggestions')
  suggest(@Payload() request: CareerSuggestionsMessage): Promise<Cached<CareerSuggestionPage>> {
    return this.suggestions.suggest(request.query, request.ifNoneMatch, request.language);
  }
}
