/**
 * Validation and OpenAPI classes of search: the search service validates `search.query` with
 * SearchQueryDto, and the BFF's query string is its `q` alone, optional.
 *
 * Not exported from index.ts on purpose: the SPA imports @lakbay/contracts, and these classes bring
 * class-validator and @nestjs/swagger with them. Import this file by path.
 */
import { ApiProperty, PartialType, PickType } from '@nestjs/swagger';
import { Int, ListOf, OneOf, Text } from './field-decorators';
import type { SearchResultType } from './changes';
import type { RequestOf } from './messages';
import { SEARCH_MAX_RESULTS, SEARCH_QUERY_MAX_LENGTH, type SearchMatch, type SearchResult } from './search';

export const RESULT_TYPES: SearchResultType[] = ['COACH', 'CAREER', 'VIDEO'];

export class SearchQueryDto implements RequestOf<'search.query'> {
  @Text('Search text', {
    type: 'Search text must be text.',
    max: SEARCH_QUERY_MAX_LENGTH,
    trim: false,
    api: {
      description: `What the user typed; a blank one answers []. At most ${SEARCH_QUERY_MAX_LENGTH} characters.`,
      example: 'sofware enginer',
      maxLength: SEARCH_QUERY_MAX_LENGTH,
    },
  })
  q!: string;

  @Int({
    int: 'limit must be a whole number.',
    min: [1, 'limit must be at least 1.'],
    max: [50, 'limit must be at most 50.'],
    optional: true,
  })
  limit?: number;

  @ListOf('types', {
    of: { oneOf: RESULT_TYPES, message: `types must be among ${RESULT_TYPES.join(', ')}.` },
    max: [3, 'types has at most 3 entries.'],
    optional: true,
  })
  types?: SearchResultType[];
}

/** Most results the search results page asks for in one group (GET /search?type=&limit=). */
export const SEARCH_PAGE_MAX_RESULTS = 50;

/**
 * GET /search?q=: the autocomplete sends q alone (at most SEARCH_MAX_RESULTS results, every type);
 * the search results page adds type (one group) and limit (up to SEARCH_PAGE_MAX_RESULTS).
 */
export class SearchQueryParams extends PartialType(PickType(SearchQueryDto, ['q'])) {
  @OneOf(RESULT_TYPES, `type must be one of ${RESULT_TYPES.join(', ')}.`, {
    optional: true,
    api: { description: 'Only results of this type (one group of the results page).' },
  })
  type?: SearchResultType;

  @Int({
    int: 'limit must be a whole number.',
    min: [1, 'limit must be at least 1.'],
    max: [SEARCH_PAGE_MAX_RESULTS, `limit must be at most ${SEARCH_PAGE_MAX_RESULTS}.`],
    query: true,
    optional: true,
    api: { minimum: 1, maximum: SEARCH_PAGE_MAX_RESULTS, default: SEARCH_MAX_RESULTS },
  })
  limit?: number;
}

class SearchMatchDto implements SearchMatch {
  @ApiProperty({ example: 'title', description: 'The matched field: title, or another field of the record.' })
  key!: string;

  @ApiProperty({ example: 'Software Engineer' })
  value!: string;

  @ApiProperty({
    example: [
      [0, 7],
      [9, 16],
    ],
    description: 'Inclusive [start, end] character positions of the matched words in value.',
    type: 'array',
    items: { type: 'array', items: { type: 'integer' }, minItems: 2, maxItems: 2 },
  })
  indices!: Array<[number, number]>;
}

class SearchMetadataDto {
  @ApiProperty({ example: '/careers/software-engineer' })
  path!: string;
}

export class SearchResultDto implements SearchResult {
  @ApiProperty({ enum: RESULT_TYPES })
  type!: SearchResultType;

  @ApiProperty({ example: 'Software Engineer' })
  title!: string;

  @ApiProperty({ type: [SearchMatchDto] })
  matches!: SearchMatch[];

  @ApiProperty({ type: SearchMetadataDto })
  metadata!: { path: string };

  @ApiProperty({ example: '/careers/software-engineer', description: 'Where the SPA shows the record.' })
  path!: string;
}
