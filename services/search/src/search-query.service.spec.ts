import type { SearchDocument } from '@lakbay/contracts';
import { EmbeddedEngine } from './engine/embedded/embedded-engine';
import { INDEX_SETTINGS } from './engine/search-engine';
import { SearchQueryService } from './search-query.service';

const doc = (type: SearchDocument['type'], id: string, title: string): SearchDocument => ({
  type,
  id,
  title,
  path: `/p/${id}`,
  fields: {},
});

describe('SearchQueryService', () => {
  let engine: EmbeddedEngine;
  let service: SearchQueryService;

  beforeEach(async () => {
    engine = new EmbeddedEngine();
    await engine.open(INDEX_SETTINGS);
    service = new SearchQueryService(engine);
  });

  it('answers results in the shape of spec section 3, duplicates by title removed', async () => {
    await engine.upsert([doc('CAREER', 'a', 'Nurse'), doc('VIDEO', 'b', 'nurse '), doc('COACH', 'c', 'Nurse Joy')]);
    const results = await service.search({ q: 'nurse' });
    expect(results).toEqual([
      {
        type: 'CAREER',
        title: 'Nurse',
        matches: [{ key: 'title', value: 'Nurse', indices: [[0, 4]] }],
        metadata: { path: '/p/a' },
        path: '/p/a',
      },
      {
        type: 'COACH',
        title: 'Nurse Joy',
        matches: [{ key: 'title', value: 'Nurse Joy', indices: [[0, 4]] }],
        metadata: { path: '/p/c' },
        path: '/p/c',
      },
    ]);
  });

  it('gives at most 15 results by default, even when many duplicates come first', async () => {
    const documents = [
      ...Array.from({ length: 60 }, (_, i) => doc('VIDEO', `dup${i}`, 'Career talk')),
      ...Array.from({ length: 40 }, (_, i) => doc('CAREER', `c${i}`, `Career path ${i}`)),
    ];
    await engine.upsert(documents);
    const results = await service.search({ q: 'career' });
    expect(results).toHaveLength(15);
    expect(new Set(results.map((r) => r.title)).size).toBe(15);
  });

  it('answers [] to a blank query', async () => {
    await engine.upsert([doc('CAREER', 'a', 'Nurse')]);
    expect(await service.search({ q: '   ' })).toEqual([]);
  });
});
