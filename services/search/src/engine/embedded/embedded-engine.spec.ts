import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SearchDocument } from '@lakbay/contracts';
import { INDEX_SETTINGS } from '../search-engine';
import { describeSearchEngineContract } from '../testing/engine-contract';
import { eventually } from '../../../../../tests/support/eventually';
import { EmbeddedEngine, SNAPSHOT_FILE } from './embedded-engine';

describeSearchEngineContract('embedded, in memory', () =>
  Promise.resolve({ engine: new EmbeddedEngine(), dispose: () => Promise.resolve() }),
);

describeSearchEngineContract('embedded, persisted', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lakbay-search-'));
  return Promise.resolve({
    engine: new EmbeddedEngine({ dir }),
    dispose: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
  });
});

const doc = (id: string, title: string): SearchDocument => ({
  type: 'CAREER',
  id,
  title,
  path: `/careers/${id}`,
  fields: { summary: `About ${title}` },
});

describe('embedded engine snapshot', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'lakbay-search-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  async function opened(): Promise<EmbeddedEngine> {
    const engine = new EmbeddedEngine({ dir, persistDelayMs: 10 });
    await engine.open(INDEX_SETTINGS);
    return engine;
  }

  it('keeps documents and cursors across a restart', async () => {
    const first = await opened();
    await first.upsert([doc('a', 'Software Engineer'), doc('b', 'Data Analyst')]);
    await first.delete([{ type: 'CAREER', id: 'b' }]);
    await first.saveCursors({ content: 42 });
    await first.close();

    const second = await opened();
    expect(await second.count()).toBe(1);
    expect(await second.cursors()).toEqual({ content: 42 });
    expect((await second.search({ q: 'soft', limit: 5 }))[0]?.document.id).toBe('a');
    await second.close();
  });

  it('writes the snapshot shortly after a change, without waiting for close', async () => {
    const engine = await opened();
    await engine.upsert([doc('a', 'Nurse')]);
    await engine.saveCursors({ users: 5 });
    // Written by a timer after the change (on a loaded machine later than its delay): waits for the
    // file, while the engine stays open.
    const snapshot = await eventually(
      'the snapshot written',
      () => JSON.parse(readFileSync(join(dir, SNAPSHOT_FILE), 'utf8')) as { cursors: object; documents: SearchDocument[] },
      { timeoutMs: 10_000, intervalMs: 20 },
    );
    expect(snapshot.cursors).toEqual({ users: 5 });
    expect(snapshot.documents.map((d) => d.id)).toEqual(['a']);
    await engine.close();
  });

  it('starts empty, to be rebuilt from the owners, when the snapshot is unreadable or from other settings', async () => {
    writeFileSync(join(dir, SNAPSHOT_FILE), '{"format":1,"documents":[');
    const broken = await opened();
    expect(await broken.count()).toBe(0);
    expect(await broken.cursors()).toEqual({});
    await broken.close();

    writeFileSync(
      join(dir, SNAPSHOT_FILE),
      JSON.stringify({
        format: 1,
        settings: { ...INDEX_SETTINGS, rankingRules: ['words'] },
        cursors: { content: 9 },
        documents: [doc('a', 'Nurse')],
      }),
    );
    const other = await opened();
    expect(await other.count()).toBe(0);
    expect(await other.cursors()).toEqual({});
    await other.close();
  });

  it('leaves no temporary files behind', async () => {
    const engine = await opened();
    await engine.upsert([doc('a', 'Nurse')]);
    await engine.flush();
    await engine.upsert([doc('b', 'Teacher')]);
    await engine.close();
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(dir)).toEqual([SNAPSHOT_FILE]);
  });
});
