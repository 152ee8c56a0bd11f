import type { AppConfig } from '@lakbay/platform';
import { EmbeddedEngine } from './embedded/embedded-engine';
import { MeilisearchEngine } from './meilisearch-engine';
import type { SearchEngine } from './search-engine';

/** Meilisearch when MEILI_URL is set, else the embedded engine persisted under DATA_DIR/search. */
export function createSearchEngine(config: AppConfig): SearchEngine {
  if (config.meili) {
    return new MeilisearchEngine({ url: config.meili.url, apiKey: config.meili.apiKey, indexUid: config.meili.index });
  }
  return new EmbeddedEngine({ dir: config.search.dir });
}
