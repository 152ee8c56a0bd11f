import type { SearchResult } from '@lakbay/contracts';
import { EmbeddedEngine } from '../../services/search/src/engine/embedded/embedded-engine';
import { meilisearchUnderTest } from '../../services/search/src/engine/testing/meilisearch-under-test';
import { INDEX_SETTINGS, type SearchEngine } from '../../services/search/src/engine/search-engine';
import { CAREER_SYNONYMS } from '../../services/search/src/engine/synonyms';
import { SEED_CAREERS } from '../../services/content/src/seed/careers.data';
import { SearchQueryService } from '../../services/search/src/search-query.service';
import { seededSearchDocuments } from './relevance-corpus';
import { RELEVANCE_CASES, type RelevanceCase } from './relevance-queries';

/**
 * The search relevance suite: every query of relevance-queries.ts against the seeded catalogue,
 * through the search service's answer (the engine, then its ranking), in each engine. The embedded
 * engine always; Meilisearch when MEILI_URL points at a server (none can run on these machines, so
 * without it the suite says so and runs the embedded engine only, as the engine contract does).
 */
function describeRelevance(name: string, open: () => Promise<{ engine: SearchEngine; dispose: () => Promise<void> }>): void {
  describe(`search relevance: ${name}`, () => {
    let service: SearchQueryService;
    let dispose: () => Promise<void>;

    beforeAll(async () => {
      const opened = await open();
      dispose = opened.dispose;
      await opened.engine.open(INDEX_SETTINGS);
      await opened.engine.clear();
      await opened.engine.upsert(seededSearchDocuments());
      service = new SearchQueryService(opened.engine);
    }, 120_000);

    afterAll(async () => {
      await dispose?.();
    });

    it(`holds at least 80 queries`, () => {
      expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(80);
    });

    it('finds every career of the catalogue through some word of the list (CAREER_SYNONYMS), among the first three results', async () => {
      const found = new Set<string>();
      for (const key of Object.keys(CAREER_SYNONYMS)) {
        for (const result of (await service.search({ q: key })).slice(0, 3)) {
          found.add(result.title);
        }
      }
      expect(SEED_CAREERS.map((c) => c.title).filter((title) => !found.has(title))).toEqual([]);
    });

    it.each(RELEVANCE_CASES.map((c) => [c.q, c] as const))('%s', async (_q, relevance: RelevanceCase) => {
      const results = await service.search({ q: relevance.q });
      expect(describeResults(results, relevance)).toEqual(expected(results, relevance));
    });
  });
}

/** What the case checks of the results, as text so that a failure shows the whole list. */
function describeResults(results: SearchResult[], relevance: RelevanceCase): Record<string, unknown> {
  const titles = results.map((r) => r.title);
  return {
    q: relevance.q,
    top: titles[0] ?? '(nothing)',
    also: (relevance.also ?? []).filter((t) => titles.includes(t)),
    not: (relevance.not ?? []).filter((t) => titles.includes(t)),
    results: titles,
  };
}

function expected(results: SearchResult[], relevance: RelevanceCase): Record<string, unknown> {
  const titles = results.map((r) => r.title);
  return {
    q: relevance.q,
    top: relevance.top.includes(titles[0] ?? '') ? titles[0] : `one of: ${relevance.top.join(', ')}`,
    also: relevance.also ?? [],
    not: [],
    results: titles,
  };
}

describeRelevance('embedded engine', () => {
  const engine = new EmbeddedEngine();
  return Promise.resolve({ engine, dispose: () => engine.close() });
});

const meilisearch = meilisearchUnderTest('lakbay_relevance');
if (meilisearch) {
  describeRelevance(`Meilisearch at ${meilisearch.url}`, meilisearch.open);
} else {
  console.warn(
    'SKIPPED the search relevance suite on Meilisearch: MEILI_URL is not set (no Meilisearch server on this machine); it ran on the embedded engine only.',
  );
  describe('search relevance: Meilisearch (MEILI_URL unset)', () => {
    it.todo('runs the relevance queries against a Meilisearch server when MEILI_URL points at one');
  });
}
