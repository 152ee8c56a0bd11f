import { type ReplyOf, type SearchOwner, eventPattern } from '@lakbay/contracts';
import { Handles } from '@lakbay/platform';
import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { IndexSync } from './indexing/index-sync';
import { SearchQueryDto } from './search.dto';
import { SearchQueryService } from './search-query.service';

/** Message handlers of the search service; the `<owner>.changed` events nudge the indexing. */
@Controller()
export class SearchController {
  constructor(
    private readonly queries: SearchQueryService,
    private readonly sync: IndexSync,
  ) {}

  @Handles('search.query')
  query(@Payload() request: SearchQueryDto): Promise<ReplyOf<'search.query'>> {
    return this.queries.search(request);
  }

  @Handles('search.reindex')
  reindex(): Promise<ReplyOf<'search.reindex'>> {
    return this.sync.reindex();
  }

  @Handles('search.status')
  status(): Promise<ReplyOf<'search.status'>> {
    return this.sync.status();
  }

  @EventPattern(eventPattern('content.changed'))
  contentChanged(@Payload() event: unknown): void {
    this.nudge('content', event);
  }

  @EventPattern(eventPattern('users.changed'))
  usersChanged(@Payload() event: unknown): void {
    this.nudge('users', event);
  }

  private nudge(owner: SearchOwner, event: unknown): void {
    const seq = (event as { seq?: unknown } | null)?.seq;
    this.sync.nudge(owner, typeof seq === 'number' ? seq : undefined);
  }
}
