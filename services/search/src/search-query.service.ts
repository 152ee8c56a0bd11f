import { SEARCH_MAX_RESULTS, type SearchResult } from '@lakbay/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { rankHits } from './engine/relevance';
import { type EngineHit, INDEX_SETTINGS, SEARCH_ENGINE, type SearchEngine, titleKey } from './engine/search-engine';
import type { SearchQueryDto } from './search.dto';

/** More hits asked of the engine than are answered, so that ranking by tier (relevance.ts) has the related ones. */
const CANDIDATE_FACTOR = 2;

/**
 * Answers queries: asks the engine, ranks its hits the same way for both engines (rankHits: careers
 * the query names first, weak matches dropped after a good one), keeps one result per title, shapes
 * results as spec section 3 says.
 */
@Injectable()
export class SearchQueryService {
  constructor(@Inject(SEARCH_ENGINE) private readonly engine: SearchEngine) {}

  async search(request: SearchQueryDto): Promise<SearchResult[]> {
    if (request.q.trim() === '') {
      return [];
    }
    const limit = request.limit ?? SEARCH_MAX_RESULTS;
    // The engines already keep one hit per title (distinctAttribute); this only guards the promise.
    const hits = await this.engine.search({ q: request.q, limit: limit * CANDIDATE_FACTOR, types: request.types });
    const results = uniqueByTitle(rankHits(request.q, hits, INDEX_SETTINGS), limit);
    return results.map(toResult);
  }
}

/** The first (best) hit of each title, compared without case and surrounding spaces. */
export function uniqueByTitle(hits: EngineHit[], limit: number): EngineHit[] {
  const seen = new Set<string>();
  const out: EngineHit[] = [];
  for (const hit of hits) {
    const title = titleKey(hit.document.title);
    if (seen.has(title)) {
      continue;
    }
    seen.add(title);
    out.push(hit);
    if (out.length === limit) {
      break;
    }
  }
  return out;
}

function toResult({ document, matches }: EngineHit): SearchResult {
  return { type: document.type, title: document.title, matches, metadata: { path: document.path }, path: document.path };
}
