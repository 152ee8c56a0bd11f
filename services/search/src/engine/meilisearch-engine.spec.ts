import { randomBytes } from 'node:crypto';
import { Meilisearch } from 'meilisearch';
import { MeilisearchEngine } from './meilisearch-engine';
import { describeSearchEngineContract } from './testing/engine-contract';

// Runs the engine contract against a real Meilisearch when MEILI_URL points at one. No server can be
// installed on these machines (toolchain.md), so without MEILI_URL the suite is skipped with a notice.
const url = process.env.MEILI_URL;
const apiKey = process.env.MEILI_API_KEY;

if (url) {
  describeSearchEngineContract(`Meilisearch at ${url}`, () => {
    const indexUid = `lakbay_test_${randomBytes(4).toString('hex')}`;
    return Promise.resolve({
      engine: new MeilisearchEngine({ url, apiKey, indexUid }),
      dispose: async () => {
        const client = new Meilisearch({ host: url, apiKey });
        await client.deleteIndex(indexUid).waitTask();
        await client.deleteIndex(`${indexUid}_cursors`).waitTask();
      },
    });
  });
} else {
  console.warn('SKIPPED the Meilisearch engine contract: MEILI_URL is not set (no Meilisearch server on this machine).');
  describe('search engine contract: Meilisearch (MEILI_URL unset)', () => {
    it.todo('runs against a Meilisearch server when MEILI_URL points at one');
  });
}
