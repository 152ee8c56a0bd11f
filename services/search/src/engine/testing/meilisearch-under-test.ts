import { randomBytes } from 'node:crypto';
import { Meilisearch } from 'meilisearch';
import { MeilisearchEngine } from '../meilisearch-engine';
import type { EngineUnderTest } from './engine-contract';

/**
 * The Meilisearch server MEILI_URL (and MEILI_API_KEY) names, for suites that run on both engines:
 * `open()` gives an engine on a new index `<prefix>_<random>` that `dispose` removes (with its cursors
 * index). Undefined without MEILI_URL: no Meilisearch server can be installed on these machines.
 */
export function meilisearchUnderTest(prefix: string): { url: string; open: () => Promise<EngineUnderTest> } | undefined {
  const url = process.env.MEILI_URL;
  const apiKey = process.env.MEILI_API_KEY;
  if (!url) {
    return undefined;
  }
  return {
    url,
    open: () => {
      const indexUid = `${prefix}_${randomBytes(4).toString('hex')}`;
      return Promise.resolve({
        engine: new MeilisearchEngine({ url, apiKey, indexUid }),
        dispose: async () => {
          const client = new Meilisearch({ host: url, apiKey });
          await client.deleteIndex(indexUid).waitTask();
          await client.deleteIndex(`${indexUid}_cursors`).waitTask();
        },
      });
    },
  };
}
