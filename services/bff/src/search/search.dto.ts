import { SEARCH_QUERY_MAX_LENGTH, type SearchMatch, type SearchResult, type SearchResultType } from '@lakbay/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class SearchQueryParams {
  @ApiPropertyOptional({
    description: `What the user typed; a blank one answers []. At most ${SEARCH_QUERY_MAX_LENGTH} characters.`,
    example: 'sofware enginer',
    maxLength: SEARCH_QUERY_MAX_LENGTH,
  })
  @IsOptional()
  @MaxLength(SEARCH_QUERY_MAX_LENGTH, { message: `Search text must be at most ${SEARCH_QUERY_MAX_LENGTH} characters.` })
  @IsString({ message: 'Search text must be text.' })
  q?: string;
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
  @ApiProperty({ enum: ['COACH', 'CAREER', 'VIDEO'] })
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
