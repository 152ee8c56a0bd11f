// The query's validation class is shared with the BFF (libs/contracts/src/search.dto.ts).
export { SearchQueryDto } from '@lakbay/contracts/search.dto';
