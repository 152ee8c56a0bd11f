/**
 * Validation and OpenAPI classes of search: the search service validates `search.query` with
 * SearchQueryDto, and the BFF's query string is its `q` alone, optional.
 *
 * Not exported from index.ts on purpose: the SPA imports @lakbay/contracts, and these classes bring
 * class-validator and @nestjs/swagger with them. Import this file by path.
 */
import { ApiProperty, PartialType, PickType } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { SearchResultType } from './changes';
import type { RequestOf } from './messages';
import { SEARCH_QUERY_MAX_LENGTH, type SearchMatch, type SearchResult } from './search';

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

/** GET /search?q=: the BFF chooses the limit and the types itself. */
export class SearchQueryParams extends PartialType(PickType(SearchQueryDto, ['q'])) {}

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
