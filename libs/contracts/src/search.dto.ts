/**
 * Validation and OpenAPI classes of search: the search service validates `search.query` with
 * SearchQueryDto, and the BFF's query string is its `q` alone, optional.
 *
 * Not exported from index.ts on purpose: the SPA imports @lakbay/contracts, and these classes bring
 * class-validator and @nestjs/swagger with them. Import this file by path.
 */
import { Type } from 'class-transformer';
import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { SearchResultType } from './changes';
import type { RequestOf } from './messages';
import { SEARCH_MAX_RESULTS, SEARCH_QUERY_MAX_LENGTH, type SearchMatch, type SearchResult } from './search';

export const RESULT_TYPES: SearchResultType[] = ['COACH', 'CAREER', 'VIDEO'];

export class SearchQueryDto implements RequestOf<'search.query'> {
  @ApiProperty({
    description: `What the user typed; a blank one answers []. At most ${SEARCH_QUERY_MAX_LENGTH} characters.`,
    example: 'sofware enginer',
    maxLength: SEARCH_QUERY_MAX_LENGTH,
  })
  @MaxLength(SEARCH_QUERY_MAX_LENGTH, { message: `Search text must be at most ${SEARCH_QUERY_MAX_LENGTH} characters.` })
  @IsString({ message: 'Search text must be text.' })
  q!: string;

  @IsOptional()
  @Max(50, { message: 'limit must be at most 50.' })
  @Min(1, { message: 'limit must be at least 1.' })
  @IsInt({ message: 'limit must be a whole number.' })
  limit?: number;

  @IsOptional()
  @IsIn(RESULT_TYPES, { each: true, message: `types must be among ${RESULT_TYPES.join(', ')}.` })
  @ArrayMaxSize(3, { message: 'types has at most 3 entries.' })
  @IsArray({ message: 'types must be a list.' })
  types?: SearchResultType[];
}

/** Most results the search results page asks for in one group (GET /search?type=&limit=). */
export const SEARCH_PAGE_MAX_RESULTS = 50;

/**
 * GET /search?q=: the autocomplete sends q alone (at most SEARCH_MAX_RESULTS results, every type);
 * the search results page adds type (one group) and limit (up to SEARCH_PAGE_MAX_RESULTS).
 */
export class SearchQueryParams extends PartialType(PickType(SearchQueryDto, ['q'])) {
  @ApiPropertyOptional({ enum: RESULT_TYPES, description: 'Only results of this type (one group of the results page).' })
  @IsOptional()
  @IsIn(RESULT_TYPES, { message: `type must be one of ${RESULT_TYPES.join(', ')}.` })
  type?: SearchResultType;

  @ApiPropertyOptional({ minimum: 1, maximum: SEARCH_PAGE_MAX_RESULTS, default: SEARCH_MAX_RESULTS })
  @IsOptional()
  @Type(() => Number)
  @Max(SEARCH_PAGE_MAX_RESULTS, { message: `limit must be at most ${SEARCH_PAGE_MAX_RESULTS}.` })
  @Min(1, { message: 'limit must be at least 1.' })
  @IsInt({ message: 'limit must be a whole number.' })
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
