import { SEARCH_QUERY_MAX_LENGTH, type SearchQueryRequest, type SearchResultType } from '@lakbay/contracts';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export const RESULT_TYPES: SearchResultType[] = ['COACH', 'CAREER', 'VIDEO'];

export class SearchQueryDto implements SearchQueryRequest {
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
