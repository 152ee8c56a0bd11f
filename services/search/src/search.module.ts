import { APP_CONFIG, type AppConfig, TransportModule } from '@lakbay/platform';
import { Module } from '@nestjs/common';
import { createSearchEngine } from './engine/create-engine';
import { SEARCH_ENGINE } from './engine/search-engine';
import { IndexSync } from './indexing/index-sync';
import { ReindexRequests } from './indexing/reindex-requests';
import { SearchController } from './search.controller';
import { SearchQueryService } from './search-query.service';

/**
 * The search index of coaches, careers and videos (spec section 2 Search, GET /api/v2/search). It
 * keeps no tables: the index and its change-feed cursors live in the engine (DATA_DIR/search for
 * the embedded engine, Meilisearch otherwise), fed from the owners' change feeds.
 */
@Module({
  imports: [TransportModule.forClient('search')],
  controllers: [SearchController],
  providers: [
    { provide: SEARCH_ENGINE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createSearchEngine(config) },
    IndexSync,
    ReindexRequests,
    SearchQueryService,
  ],
})
export class SearchModule {}
