import type { ChangedEvent, ReplyOf } from '@lakbay/contracts';
import { Handles, HandlesEvent } from '@lakbay/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
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

  @HandlesEvent('content.changed')
  contentChanged(@Payload() event: ChangedEvent): void {
    this.sync.nudge('content', event.seq);
  }

  @HandlesEvent('users.changed')
  usersChanged(@Payload() event: ChangedEvent): void {
    this.sync.nudge('users', event.seq);
  }
}
