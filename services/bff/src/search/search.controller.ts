import { SEARCH_MAX_RESULTS, type SearchResult } from '@lakbay/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { SearchQueryParams, SearchResultDto } from '@lakbay/contracts/search.dto';
import { BffCaches } from '../cache/bff-caches';

@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(private readonly caches: BffCaches) {}

  @Get()
  @ApiOperation({
    summary: `Global search of coaches, careers and videos (public): typo-tolerant, the last word matching as a prefix, Filipino and Taglish career words understood; at most ${SEARCH_MAX_RESULTS} results unless limit says more, duplicate titles removed.`,
  })
  @ApiOkResponse({ type: [SearchResultDto] })
  @ApiBadRequestResponse({ description: 'q is longer than 200 characters, or not a single value; type or limit out of range.' })
  @ApiServiceUnavailableResponse({ description: 'The search service did not answer.' })
  async search(@Query() params: SearchQueryParams): Promise<SearchResult[]> {
    const q = params.q ?? '';
    if (q.trim() === '') {
      return [];
    }
    return this.caches.search({ q, limit: params.limit ?? SEARCH_MAX_RESULTS, ...(params.type ? { types: [params.type] } : {}) });
  }
}
